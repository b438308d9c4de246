"""The twenty-fifth look-alike corpus: a held-out scrubber corpus for a genomics and
cell-therapy lab (Basel, with a sequencing core in Osaka), written blind to the scrubber."""

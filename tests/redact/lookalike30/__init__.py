"""The thirtieth look-alike corpus: POS payments notes (Curitiba and Izmir), held out."""

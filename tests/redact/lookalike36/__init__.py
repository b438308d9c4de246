"""The thirty-sixth look-alike corpus (student systems of an invented university in Chennai
and Pune, April 2029): one ``holdout`` split of secrets and benign look-alikes."""

"""The twenty-third look-alike corpus: memory notes of an online travel agency's backend."""

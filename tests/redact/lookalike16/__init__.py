"""The sixteenth look-alike corpus: January 2027 memory notes of a warehouse-robotics team."""

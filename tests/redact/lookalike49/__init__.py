"""The 49th look-alike corpus: memory notes of a streaming-platform developer (June 2031)."""

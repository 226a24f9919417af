print("vipermap-bench: not yet written")

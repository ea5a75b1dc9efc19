// The TrellisHost module: filled in by its issue. It exports nothing yet.

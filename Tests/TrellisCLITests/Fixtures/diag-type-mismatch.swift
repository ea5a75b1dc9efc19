let count = 3

Text(count)

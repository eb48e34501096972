let v77: Int
  .shared = 1

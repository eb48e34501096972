func f82() { if x { }
  .shared }

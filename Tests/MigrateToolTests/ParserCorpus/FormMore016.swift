func g17() { for a in b where a.shared {} }

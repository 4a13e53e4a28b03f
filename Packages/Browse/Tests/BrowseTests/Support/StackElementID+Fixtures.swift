import Features

extension StackElementID {
  /// The id that a new stack gives its push number `index`, from 0: a stack gives them in order.
  static func pushed(_ index: Int) -> StackElementID {
    var stack = StackState<Int>()
    for number in 0..<index { stack.append(number) }
    return stack.nextID
  }
}

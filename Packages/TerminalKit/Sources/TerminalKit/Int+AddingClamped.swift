extension Int {
  /// The sum, or the nearest representable value when it overflows.
  public func addingClamped(_ other: Int) -> Int {
    let (sum, overflow) = addingReportingOverflow(other)
    guard overflow else { return sum }
    return other > 0 ? .max : .min
  }
}

extension Int {
  /// The product, or the nearest representable value when it overflows.
  public func multipliedClamped(by other: Int) -> Int {
    let (product, overflow) = multipliedReportingOverflow(by: other)
    guard overflow else { return product }
    return (self < 0) == (other < 0) ? .max : .min
  }
}

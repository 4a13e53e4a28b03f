import Testing

// `#expect` turns each condition into generic closures that the compiler infers anew: about
// 15 ms of a test module's build for each use, where a call of these costs under 2. The
// workspace's tests check with them (see docs/testing-and-benchmarks.md); `#expect` stays for
// what they do not do: `#expect(throws:)`, and the tests of `Dependencies`, on which this
// package depends.

/// Records an issue at the caller when `condition` is false, with `comment`: `#expect(condition)`
/// at a fraction of its cost to compile, which names the comment, not the values of the
/// condition's parts (``checkEqual(_:_:_:sourceLocation:)`` names both sides).
public func check(
  _ condition: Bool, _ comment: @autoclosure () -> Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard !condition else { return }
  Issue.record(failure("Expectation failed", comment()), sourceLocation: sourceLocation)
}

/// Records an issue at the caller naming both values, with `comment`, when `actual` is not
/// `expected`: `#expect(actual == expected)` at a fraction of its cost to compile.
public func checkEqual<Value: Equatable>(
  _ actual: Value, _ expected: Value, _ comment: @autoclosure () -> Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard actual != expected else { return }
  let values = "\(String(reflecting: actual)) == \(String(reflecting: expected))"
  Issue.record(failure("Expectation failed: \(values)", comment()), sourceLocation: sourceLocation)
}

/// What an issue of a failed check says: `headline`, then `comment` on the lines after it.
private func failure(_ headline: String, _ comment: Comment?) -> Comment {
  guard let comment else { return Comment(rawValue: headline) }
  return Comment(rawValue: "\(headline)\n\(comment.rawValue)")
}

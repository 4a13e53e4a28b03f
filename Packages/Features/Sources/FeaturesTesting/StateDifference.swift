/// How an actual state differs from the expected one: the lines of their dumps that are not in
/// both, `−` for what was expected and `+` for what there is, in order.
struct StateDifference<State>: CustomStringConvertible {
  var expected: State
  var actual: State

  var description: String {
    let changes = Self.changes(from: Self.lines(of: expected), to: Self.lines(of: actual))
    return (["The state differs from the expected one (− expected, + actual):"] + changes)
      .joined(separator: "\n")
  }

  /// The lines to remove from `old` and add to get `new`, from a longest common subsequence.
  private static func changes(from old: [String], to new: [String]) -> [String] {
    // common[i][j]: the length of the longest common subsequence of old[i...] and new[j...].
    var common = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in old.indices.reversed() {
      for j in new.indices.reversed() {
        common[i][j] =
          old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
      }
    }
    var result: [String] = []
    var (i, j) = (0, 0)
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        (i, j) = (i + 1, j + 1)
      } else if i < old.count, j == new.count || common[i + 1][j] >= common[i][j + 1] {
        result.append("− " + old[i])
        i += 1
      } else {
        result.append("+ " + new[j])
        j += 1
      }
    }
    return result
  }

  private static func lines(of value: State) -> [String] {
    var text = ""
    dump(value, to: &text)
    return text.split(separator: "\n").map(String.init)
  }
}

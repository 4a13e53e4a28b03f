/// The coding paths of one decoding or encoding, each a step from the path before it, kept in
/// one array that only grows, so that a path is an index into it and costs no array of its own
/// until it is asked for.
struct CodingPathSteps {
  /// The path of the top-level value: no step.
  static let root = -1

  private var steps: [(parent: Int, key: any CodingKey)] = []

  /// The path of `parent` followed by `key`.
  mutating func step(from parent: Int, by key: some CodingKey) -> Int {
    steps.append((parent, key))
    return steps.count - 1
  }

  /// The keys of the path ending at `step`.
  func path(_ step: Int) -> [any CodingKey] {
    var path: [any CodingKey] = []
    var index = step
    while index >= 0, index < steps.count {
      path.append(steps[index].key)
      index = steps[index].parent
    }
    return path.reversed()
  }
}

/// The members of one object by name, hashed, so that finding a name, or a repeated one, costs
/// no pass over the others. A name is a run of the text's bytes, which must stay valid while the
/// index is used.
struct NameIndex {
  /// A name as the bytes between its quotes.
  private struct Name: Hashable {
    let bytes: UnsafeBufferPointer<UInt8>

    static func == (left: Name, right: Name) -> Bool {
      left.bytes.count == right.bytes.count && left.bytes.elementsEqual(right.bytes)
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
    }
  }

  private var members: [Name: Int] = [:]

  /// Adds member `index`, named `name`; returns `false`, adding nothing, when a member of that
  /// name is there already.
  mutating func insert(_ name: UnsafeBufferPointer<UInt8>, member index: Int) -> Bool {
    let key = Name(bytes: name)
    guard members[key] == nil else { return false }
    members[key] = index
    return true
  }

  func member(named name: UnsafeBufferPointer<UInt8>) -> Int? {
    members[Name(bytes: name)]
  }
}

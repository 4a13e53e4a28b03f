/// The members of a JSON object in the order they were written, each name once.
///
/// Two objects are equal when they have the same members in the same order. A member is found by
/// its name's UTF-8 code units, as JSON and JavaScript find it: `"é"` written as one character
/// and as `e` with a combining accent are two members, though Swift's `==` finds the names
/// equal. Finding a member by name compares the names one by one: records have tens of
/// fields, not thousands.
public struct JSONObject: Sendable, Hashable, RandomAccessCollection,
  ExpressibleByDictionaryLiteral
{
  public struct Member: Sendable, Hashable {
    public var name: String
    public var value: JSONValue

    public init(name: String, value: JSONValue) {
      self.name = name
      self.value = value
    }
  }

  /// The members, in order.
  public private(set) var members: [Member]

  public init() {
    members = []
  }

  /// An object of `members` in their order; a name given twice keeps its first place and its
  /// last value, as `JSON.parse` does.
  public init(_ members: some Sequence<(String, JSONValue)>) {
    self.init()
    var names = MemberNames()
    for (name, value) in members {
      names.set(name, to: value, in: &self.members)
    }
  }

  /// An object of `members` in their order; a name given twice keeps its first place and its
  /// last value.
  public init(_ members: some Sequence<Member>) {
    self.init(members.lazy.map { ($0.name, $0.value) })
  }

  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self.init(elements)
  }

  /// Members known to have different names, in order.
  init(uniqueMembers members: [Member]) {
    self.members = members
  }

  public var startIndex: Int { members.startIndex }
  public var endIndex: Int { members.endIndex }

  public subscript(position: Int) -> Member {
    members[position]
  }

  /// The names of the members, in order.
  public var names: [String] {
    members.map(\.name)
  }

  /// The value of the member named `name`, or `nil` when there is none. Setting a value
  /// replaces the member's where it stands, or adds one at the end; setting `nil` removes it.
  public subscript(name: String) -> JSONValue? {
    get {
      members.first { $0.name.hasSameCodeUnits(as: name) }?.value
    }
    set {
      let index = members.firstIndex { $0.name.hasSameCodeUnits(as: name) }
      switch (index, newValue) {
      case (let index?, let value?): members[index].value = value
      case (let index?, nil): members.remove(at: index)
      case (nil, let value?): members.append(Member(name: name, value: value))
      case (nil, nil): break
      }
    }
  }
}

/// The names of an object being built, so that a repeated name is found in constant time
/// whatever the number of members: compared one by one up to a few, hashed beyond.
struct MemberNames {
  /// The most members whose names are compared one by one.
  private static let linearSearchLimit = 16
  private var indexByName: [CodeUnitKey: Int]?

  /// Sets the member `name` of `members` to `value`: where it stands when there is one, else at
  /// the end.
  mutating func set(_ name: String, to value: JSONValue, in members: inout [JSONObject.Member]) {
    if let index = index(of: name, in: members) {
      members[index].value = value
      return
    }
    indexByName?[CodeUnitKey(name)] = members.count
    members.append(JSONObject.Member(name: name, value: value))
    if indexByName == nil, members.count > Self.linearSearchLimit {
      var index: [CodeUnitKey: Int] = [:]
      index.reserveCapacity(members.count * 2)
      for (position, member) in members.enumerated() {
        index[CodeUnitKey(member.name)] = position
      }
      indexByName = index
    }
  }

  private func index(of name: String, in members: [JSONObject.Member]) -> Int? {
    if let indexByName {
      return indexByName[CodeUnitKey(name)]
    }
    return members.firstIndex { $0.name.hasSameCodeUnits(as: name) }
  }
}

extension String {
  /// Whether the two strings are the same UTF-8 code units, which `==` does not ask: it finds
  /// a precomposed `é` equal to `e` and a combining accent.
  func hasSameCodeUnits(as other: String) -> Bool {
    utf8.elementsEqual(other.utf8)
  }
}

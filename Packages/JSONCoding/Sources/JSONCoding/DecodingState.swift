import Foundation

/// One decoding's text and bookkeeping.
///
/// The text is valid JSON (``JSONSyntax/isValid(_:)``), borrowed for the decoding only:
/// ``close()`` ends it, after which every use throws. The members of the objects and the
/// elements of the arrays opened as containers, and the coding path's keys, are kept in arrays
/// that only grow while the decoding lasts, so that a container is a few indices into them.
///
/// Its operations never call the types' own code: ``DecodingInput`` does, between them.
struct DecodingState {
  /// A member of an object: where its name's bytes are (between the quotes) and where its value
  /// starts.
  struct Member {
    var nameStart: Int
    var nameEnd: Int
    var valueStart: Int
  }

  private(set) var bytes: UnsafeBufferPointer<UInt8>
  private(set) var isOpen = true
  /// Set once anything was declined, so that the decoding as a whole throws even when the
  /// type caught the error and went on: `JSONDecoder` might have gone on otherwise.
  private(set) var isDeclined = false
  private(set) var members: [Member] = []
  private(set) var elements: [Int] = []
  private var steps = CodingPathSteps()
  /// The names of each object of more than ``linearSearchLimit`` members, by the place of its
  /// first member in ``members``.
  private var nameIndexes: [Int: NameIndex] = [:]

  /// The most members of an object whose names are compared one by one; a larger object's are
  /// hashed, so that its members are listed and found in linear time.
  static let linearSearchLimit = 16
  /// How many names were compared one by one to list and find members: the work of doing so,
  /// which stays linear in their number.
  private(set) var nameComparisons = 0

  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// Ends the decoding: the text may go away.
  mutating func close() {
    isOpen = false
    bytes = UnsafeBufferPointer(start: nil, count: 0)
    nameIndexes = [:]
  }

  /// Records that the decoding cannot stand, and returns `reason` to throw.
  mutating func decline(_ reason: FastJSONDecoder.Declined) -> FastJSONDecoder.Declined {
    isDeclined = true
    return reason
  }

  /// Throws unless the decoding is still going on.
  mutating func checkOpen() throws {
    guard isOpen else { throw decline(.closed) }
  }

  // MARK: Paths

  mutating func step(from parent: Int, by key: some CodingKey) -> Int {
    steps.step(from: parent, by: key)
  }

  mutating func codingPath(_ step: Int) -> [any CodingKey] {
    steps.path(step)
  }

  // MARK: Containers

  /// Lists the members of the object at `start`, and returns where they are in ``members``.
  ///
  /// - Throws: ``FastJSONDecoder/Declined`` when the value is not an object, or a name is
  ///   escaped, not ASCII, or repeated: `JSONDecoder` compares names as strings, and keeps the
  ///   first of a repeated one.
  mutating func openObject(at start: Int) throws -> Range<Int> {
    try checkOpen()
    guard bytes[start] == .openBrace else { throw decline(.mismatch) }
    let first = members.count
    var index = JSONSyntax.skippingWhitespace(bytes, from: start + 1)
    if bytes[index] == .closeBrace {
      return first..<first
    }
    var names: NameIndex?
    while true {
      let nameStart = index + 1
      var nameEnd = nameStart
      while bytes[nameEnd] != .quote {
        guard bytes[nameEnd] != .backslash, bytes[nameEnd] < 0x80 else {
          members.removeSubrange(first...)
          throw decline(.unsupported)
        }
        nameEnd += 1
      }
      index = JSONSyntax.skippingWhitespace(bytes, from: nameEnd + 1)  // the colon
      let valueStart = JSONSyntax.skippingWhitespace(bytes, from: index + 1)
      guard isNewName(nameStart, nameEnd, in: first, names: &names) else {
        members.removeSubrange(first...)
        throw decline(.unsupported)
      }
      members.append(Member(nameStart: nameStart, nameEnd: nameEnd, valueStart: valueStart))
      index = JSONSyntax.skippingWhitespace(
        bytes, from: JSONSyntax.valueEnd(bytes, at: valueStart))
      if bytes[index] == .closeBrace {
        if let names {
          nameIndexes[first] = names
        }
        return first..<members.count
      }
      index = JSONSyntax.skippingWhitespace(bytes, from: index + 1)  // after the comma
    }
  }

  /// Whether no member of the object listed from `first` on is named as the bytes from `start`
  /// to `end` are: compared one by one up to ``linearSearchLimit`` members, then in `names`,
  /// which this makes once the object has that many.
  @inline(__always)
  private mutating func isNewName(
    _ start: Int, _ end: Int, in first: Int, names: inout NameIndex?
  ) -> Bool {
    let count = members.count - first
    guard count >= Self.linearSearchLimit else {
      nameComparisons += count
      for other in members[first...] where isSameName(other, start, end) {
        return false
      }
      return true
    }
    if count == Self.linearSearchLimit {
      var index = NameIndex()
      for member in first..<members.count {
        _ = index.insert(name(at: members[member]), member: member)
      }
      names = index
    }
    return names?.insert(
      UnsafeBufferPointer(rebasing: bytes[start..<end]), member: members.count) ?? false
  }

  private func name(at member: Member) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(rebasing: bytes[member.nameStart..<member.nameEnd])
  }

  private mutating func isSameName(_ member: Member, _ start: Int, _ end: Int) -> Bool {
    guard member.nameEnd - member.nameStart == end - start else { return false }
    for offset in 0..<(end - start) where bytes[member.nameStart + offset] != bytes[start + offset]
    {
      return false
    }
    return true
  }

  /// Lists the elements of the array at `start`, and returns where they are in ``elements``.
  mutating func openArray(at start: Int) throws -> Range<Int> {
    try checkOpen()
    guard bytes[start] == .openBracket else { throw decline(.mismatch) }
    let first = elements.count
    var index = JSONSyntax.skippingWhitespace(bytes, from: start + 1)
    if bytes[index] == .closeBracket {
      return first..<first
    }
    while true {
      elements.append(index)
      index = JSONSyntax.skippingWhitespace(bytes, from: JSONSyntax.valueEnd(bytes, at: index))
      if bytes[index] == .closeBracket {
        return first..<elements.count
      }
      index = JSONSyntax.skippingWhitespace(bytes, from: index + 1)
    }
  }

  /// The index in ``members`` of the member of `range` named `key`, or `nil`.
  ///
  /// - Throws: ``FastJSONDecoder/Declined`` when the name is not there and is not ASCII: it
  ///   could still equal one of the names as a string.
  mutating func member(named key: some CodingKey, in range: Range<Int>) throws -> Int? {
    try checkOpen()
    var name = key.stringValue
    let found = name.withUTF8 { wanted -> Int? in
      if range.count > Self.linearSearchLimit, let names = nameIndexes[range.lowerBound] {
        return names.member(named: wanted)
      }
      nameComparisons += range.count
      for index in range {
        let member = members[index]
        guard member.nameEnd - member.nameStart == wanted.count else { continue }
        var offset = 0
        while offset < wanted.count, bytes[member.nameStart + offset] == wanted[offset] {
          offset += 1
        }
        if offset == wanted.count {
          return index
        }
      }
      return nil
    }
    if found == nil, name.utf8.contains(where: { $0 >= 0x80 }) {
      throw decline(.unsupported)
    }
    return found
  }

  mutating func name(ofMember index: Int) -> String {
    String(decoding: name(at: members[index]), as: UTF8.self)
  }

  // MARK: Values

  mutating func isNull(at start: Int) throws -> Bool {
    try checkOpen()
    return bytes[start] == UInt8(ascii: "n")
  }

  mutating func decodeBool(at start: Int) throws -> Bool {
    try checkOpen()
    switch bytes[start] {
    case UInt8(ascii: "t"): return true
    case UInt8(ascii: "f"): return false
    default: throw decline(.mismatch)
    }
  }

  mutating func decodeString(at start: Int) throws -> String {
    try checkOpen()
    guard bytes[start] == .quote else { throw decline(.mismatch) }
    return JSONSyntax.string(bytes, at: start).value
  }

  /// The integer at `start`, written as digits alone (with `-` for a negative one), that fits
  /// in `T` and in 64 bits.
  ///
  /// - Throws: ``FastJSONDecoder/Declined`` for anything else: `JSONDecoder` reads `1.0` and
  ///   `1e2` as integers, and reports a number too large for its own reasons.
  mutating func decodeInteger<T: FixedWidthInteger>(_ type: T.Type, at start: Int) throws -> T {
    try checkOpen()
    var index = start
    let isNegative = bytes[index] == .minus
    if isNegative {
      index += 1
    }
    guard index < bytes.count, bytes[index].isDigit else {
      throw decline(.mismatch)
    }
    var magnitude: UInt64 = 0
    while index < bytes.count, bytes[index].isDigit {
      let (times10, overflow1) = magnitude.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = times10.addingReportingOverflow(UInt64(bytes[index] - .zero))
      guard !overflow1, !overflow2 else { throw decline(.unsupported) }
      magnitude = sum
      index += 1
    }
    guard index == bytes.count || !bytes[index].isNumberByte else {
      throw decline(.unsupported)
    }
    if isNegative {
      // -0 is left to JSONDecoder, which may read it as 0 or refuse it.
      guard magnitude > 0, magnitude <= UInt64(Int64.max) + 1 else {
        throw decline(.unsupported)
      }
      let negative = magnitude == UInt64(Int64.max) + 1 ? Int64.min : -Int64(magnitude)
      guard let value = T(exactly: negative) else { throw decline(.unsupported) }
      return value
    }
    guard let value = T(exactly: magnitude) else { throw decline(.unsupported) }
    return value
  }

  /// The number at `start`, as a finite `Double`.
  mutating func decodeDouble(at start: Int) throws -> Double {
    try checkOpen()
    guard bytes[start] == .minus || bytes[start].isDigit else {
      throw decline(.mismatch)
    }
    let end = JSONSyntax.valueEnd(bytes, at: start)
    let text = UnsafeBufferPointer(rebasing: bytes[start..<end])
    // JSONDecoder refuses a number too large for a Double, and one so small that it reads as 0;
    // of the zeros written with an exponent it refuses some (`0e5`, `-0.0e1`) but not others
    // (`0.0e5`): a zero is read here only when written without one.
    guard let value = Double(String(decoding: text, as: UTF8.self)), value.isFinite,
      value != 0 || text.allSatisfy({ $0 == .zero || $0 == .minus || $0 == .period })
    else { throw decline(.unsupported) }
    return value
  }
}

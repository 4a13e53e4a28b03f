import Foundation

/// One encoding's text as it is written, and what is open in it: the values being encoded
/// (slots), the arrays and objects not yet closed (frames), and the members of those objects.
///
/// A value's text is written where the previous one ended. An object's members are written as
/// they come and put in order when it closes; a container not used since another was opened
/// after it is closed when its parent is written to again, so that a later use of it is out of
/// turn and declined. Whatever cannot be written as `JSONEncoder` writes it sets ``declined``,
/// and the encoding then throws.
///
/// Its operations never call the values' own code: ``EncodingOutput`` does, between them.
struct EncodingState {
  /// A value being encoded through a ``ValueEncoder``.
  struct Slot {
    enum State {
      case empty
      /// A single value written.
      case written
      /// An object or array opened: its frame's identifier.
      case container(frame: Int)
    }

    let id: Int
    let depth: Int
    let path: Int
    /// How many frames were open when the value began; its container, if any, is the next.
    let framesBefore: Int
    let start: Int
    var state = State.empty
  }

  /// An open array or object.
  struct Frame {
    let id: Int
    let isObject: Bool
    /// The indentation of its brackets; its elements are one deeper.
    let depth: Int
    let path: Int
    /// Where its members begin in ``members``.
    let membersStart: Int
    var count = 0
  }

  /// A member of an open object: where its text (indentation, name, colon and value) lies,
  /// `end` set once the next member begins or the object closes; where its name is written
  /// between the quotes; and the name itself when escaping changed it, so that names are
  /// compared as `JSONEncoder` compares them, unescaped.
  private struct Member {
    let start: Int
    let nameStart: Int
    let nameEnd: Int
    var end: Int
    let escapedName: String?
  }

  private(set) var text = ByteWriter()
  let isPrettyPrinted: Bool
  let escapesSlashes: Bool
  /// Why the text cannot stand as `JSONEncoder`'s, once something could not be written so.
  private(set) var declined: FastJSONEncoder.Declined?
  private(set) var isOpen = true
  private var lastID = 0
  private(set) var slots: [Slot] = []
  private(set) var frames: [Frame] = []
  private var members: [Member] = []
  private var steps = CodingPathSteps()
  private var order: [Int] = []
  private var scratch = ByteWriter()
  /// Whether instances of each class met cast to a Foundation value (see
  /// ``bridgesToAFoundationValue(_:)``).
  private var bridgingClasses: [ObjectIdentifier: Bool] = [:]
  /// The text of each shared instance already encoded, by the instance and its depth.
  private var sharedTexts: [SharedKey: (instance: AnyObject, text: [UInt8])] = [:]

  /// A shared instance at a depth.
  struct SharedKey: Hashable {
    var instance: ObjectIdentifier
    var depth: Int
  }

  init(isPrettyPrinted: Bool, escapesSlashes: Bool) {
    self.isPrettyPrinted = isPrettyPrinted
    self.escapesSlashes = escapesSlashes
  }

  /// Ends the encoding: any later use of its encoders and containers is declined.
  mutating func close() {
    isOpen = false
  }

  /// Frees the text; the state is not used again.
  func deallocate() {
    text.deallocate()
    scratch.deallocate()
  }

  /// Records why the text cannot stand, and returns the reason to throw.
  @discardableResult
  mutating func decline(_ reason: FastJSONEncoder.Declined) -> FastJSONEncoder.Declined {
    declined = declined ?? reason
    return reason
  }

  mutating func makeID() -> Int {
    lastID += 1
    return lastID
  }

  // MARK: Paths

  mutating func step(from parent: Int, by key: some CodingKey) -> Int {
    steps.step(from: parent, by: key)
  }

  mutating func codingPath(_ step: Int) -> [any CodingKey] {
    steps.path(step)
  }

  // MARK: Values

  /// Writes `value` when it is a number, a string, a Boolean, or a type `JSONEncoder` writes
  /// in a way of its own (`Data` as Base64, `URL` as its absolute string, `Decimal` as a
  /// number); returns whether it did.
  mutating func writeScalar<T: Encodable>(_ value: T) throws -> Bool {
    // The types are compared before any cast, so that a value of another type costs no cast.
    if T.self == String.self, let value = value as? String {
      writeString(value)
    } else if T.self == Int.self, let value = value as? Int {
      writeInteger(value)
    } else if T.self == Bool.self, let value = value as? Bool {
      writeLiteral(value ? "true" : "false")
    } else if T.self == Double.self, let value = value as? Double {
      try writeFloatingPoint(value)
    } else if T.self == Float.self, let value = value as? Float {
      try writeFloatingPoint(value)
    } else if T.self == Int64.self, let value = value as? Int64 {
      writeInteger(value)
    } else if T.self == Int32.self, let value = value as? Int32 {
      writeInteger(value)
    } else if T.self == Int16.self, let value = value as? Int16 {
      writeInteger(value)
    } else if T.self == Int8.self, let value = value as? Int8 {
      writeInteger(value)
    } else if T.self == UInt.self, let value = value as? UInt {
      writeInteger(value)
    } else if T.self == UInt64.self, let value = value as? UInt64 {
      writeInteger(value)
    } else if T.self == UInt32.self, let value = value as? UInt32 {
      writeInteger(value)
    } else if T.self == UInt16.self, let value = value as? UInt16 {
      writeInteger(value)
    } else if T.self == UInt8.self, let value = value as? UInt8 {
      writeInteger(value)
    } else if T.self == Int128.self, let value = value as? Int128 {
      writeInteger(value)
    } else if T.self == UInt128.self, let value = value as? UInt128 {
      writeInteger(value)
    } else if T.self == Data.self, let value = value as? Data {
      writeString(value.base64EncodedString())
    } else if T.self == URL.self, let value = value as? URL {
      writeString(value.absoluteString)
    } else if T.self == Decimal.self, let value = value as? Decimal {
      text.append(contentsOf: value.description)
    } else if T.self is AnyClass, bridgesToAFoundationValue(value) {
      throw decline(.bridgedValue)
    } else {
      return false
    }
    return true
  }

  /// Whether `value`, an instance of a class, casts to `Date`, `Data`, `URL` or `Decimal`, as
  /// an instance of a Foundation class may: `JSONEncoder` casts every value to these types.
  /// The answer is kept for each class, whose instances all cast alike.
  private mutating func bridgesToAFoundationValue<T>(_ value: T) -> Bool {
    let type = ObjectIdentifier(Swift.type(of: value))
    if let bridges = bridgingClasses[type] {
      return bridges
    }
    let bridges = value is Date || value is Data || value is URL || value is Decimal
    bridgingClasses[type] = bridges
    return bridges
  }

  mutating func writeNull() {
    writeLiteral("null")
  }

  private mutating func writeLiteral(_ literal: StaticString) {
    text.append(literal)
  }

  /// Writes `value` in decimal, as its `description` spells it.
  mutating func writeInteger<T: FixedWidthInteger>(_ value: T) {
    guard T.bitWidth <= 64 else {
      text.append(contentsOf: value.description)
      return
    }
    if value < 0 {
      text.append(.minus)
    }
    var magnitude = UInt64(truncatingIfNeeded: value.magnitude)
    var digits = 1
    var limit: UInt64 = 10
    while digits < 20, magnitude >= limit {
      digits += 1
      limit = limit &* 10
    }
    text.append(.zero, times: digits)
    var index = text.count - 1
    repeat {
      text[index] = .zero + UInt8(magnitude % 10)
      magnitude /= 10
      index -= 1
    } while magnitude > 0
  }

  /// Writes `value` as `JSONEncoder` does: its `description` without a final `.0`.
  ///
  /// - Throws: ``FastJSONEncoder/Declined`` for infinity and NaN, which `JSONEncoder` refuses
  ///   with an error of its own.
  mutating func writeFloatingPoint<T: BinaryFloatingPoint & CustomStringConvertible>(_ value: T)
    throws
  {
    guard value.isFinite else { throw decline(.nonFinite) }
    var number = value.description
    if number.hasSuffix(".0") {
      number.removeLast(2)
    }
    text.append(contentsOf: number)
  }

  /// Writes `string` quoted, escaped as `JSONEncoder` escapes it
  /// (``ByteWriter/appendQuoted(_:escapingSlashes:)``); returns whether anything was escaped.
  @discardableResult
  mutating func writeString(_ string: String) -> Bool {
    text.appendQuoted(string, escapingSlashes: escapesSlashes)
  }

  private mutating func writeIndent(_ depth: Int) {
    text.append(.space, times: depth * 2)
  }

  // MARK: Shared instances

  /// Writes the text `instance` was encoded to before at `depth`; returns whether there was one.
  mutating func writeSharedText(of instance: AnyObject, depth: Int) -> Bool {
    guard let shared = sharedTexts[SharedKey(instance: ObjectIdentifier(instance), depth: depth)]
    else { return false }
    shared.text.withUnsafeBufferPointer { text.append($0) }
    return true
  }

  /// Keeps the text written since `start` as what `instance` encodes to at `depth`.
  mutating func keepSharedText(of instance: AnyObject, depth: Int, from start: Int) {
    sharedTexts[SharedKey(instance: ObjectIdentifier(instance), depth: depth)] = (
      instance, Array(UnsafeBufferPointer(rebasing: text.bytes[start...]))
    )
  }

  // MARK: Slots

  /// Begins a value at depth `depth` with the coding path ending at `path`; returns its slot.
  mutating func beginSlot(depth: Int, path: Int) -> (index: Int, id: Int) {
    let slot = Slot(
      id: makeID(), depth: depth, path: path, framesBefore: frames.count, start: text.count)
    slots.append(slot)
    return (slots.count - 1, slot.id)
  }

  /// Ends the value of the innermost slot: closes what it opened, or writes the empty object
  /// `JSONEncoder` writes for a value that encodes nothing (declined at the top level).
  mutating func endSlot(isTopLevel: Bool) throws {
    let slot = slots.removeLast()
    switch slot.state {
    case .empty:
      guard !isTopLevel else { throw decline(.nothingEncoded) }
      guard text.count == slot.start else { throw decline(.reusedContainer) }
      openFrame(isObject: true, depth: slot.depth, path: slot.path)
      closeFrames(downTo: slot.framesBefore)
    case .written:
      break
    case .container(let frame):
      guard frames.count > slot.framesBefore, frames[slot.framesBefore].id == frame else {
        throw decline(.reusedContainer)
      }
      closeFrames(downTo: slot.framesBefore)
    }
  }

  /// Drops the innermost slot, whose value failed.
  mutating func dropSlot() {
    slots.removeLast()
  }

  /// The index of slot `index` when it is still the one with identifier `id`.
  private mutating func liveSlot(_ index: Int, id: Int) -> Int? {
    guard isOpen, index >= 0, index < slots.count, slots[index].id == id else { return nil }
    return index
  }

  mutating func slotPath(_ index: Int, id: Int) -> Int {
    liveSlot(index, id: id).map { slots[$0].path } ?? -1
  }

  /// The frame of the value of slot `index`, opened as an object or an array as `isObject`
  /// says, or the one already opened so; `nil` when the value cannot be one (it is written as
  /// something else, or over).
  mutating func containerFrame(slot index: Int, id: Int, isObject: Bool) -> (index: Int, id: Int)? {
    guard let index = liveSlot(index, id: id) else { return nil }
    let slot = slots[index]
    switch slot.state {
    case .empty:
      guard text.count == slot.start, frames.count == slot.framesBefore else { return nil }
      let frame = openFrame(isObject: isObject, depth: slot.depth, path: slot.path)
      slots[index].state = .container(frame: frame.id)
      return frame
    case .container(let frame):
      guard frames.count > slot.framesBefore, frames[slot.framesBefore].id == frame,
        frames[slot.framesBefore].isObject == isObject
      else { return nil }
      return (slot.framesBefore, frame)
    case .written:
      return nil
    }
  }

  mutating func claimSingle(slot index: Int, id: Int) throws -> Slot {
    guard let index = liveSlot(index, id: id), case .empty = slots[index].state,
      text.count == slots[index].start, frames.count == slots[index].framesBefore
    else { throw decline(.reusedContainer) }
    slots[index].state = .written
    return slots[index]
  }

  // MARK: Frames

  /// The most arrays and objects open at once: `JSONEncoder` refuses 512, and deeper values are
  /// left to it.
  static let maximumDepth = 256

  /// Opens an object or an array where the text ends; one deeper than ``maximumDepth`` is
  /// declined.
  @discardableResult
  mutating func openFrame(isObject: Bool, depth: Int, path: Int) -> (index: Int, id: Int) {
    if depth >= Self.maximumDepth {
      decline(.tooDeep)
    }
    text.append(isObject ? .openBrace : .openBracket)
    if isPrettyPrinted {
      text.append(.newline)
    }
    let frame = Frame(
      id: makeID(), isObject: isObject, depth: depth, path: path, membersStart: members.count)
    frames.append(frame)
    return (frames.count - 1, frame.id)
  }

  /// Makes frame `index` the innermost open one by closing those opened after it.
  ///
  /// - Throws: ``FastJSONEncoder/Declined`` when it is closed already.
  private mutating func activate(_ index: Int, id: Int) throws {
    guard isOpen, index >= 0, index < frames.count, frames[index].id == id else {
      throw decline(.reusedContainer)
    }
    closeFrames(downTo: index + 1)
  }

  mutating func closeFrames(downTo count: Int) {
    while frames.count > count {
      closeInnermostFrame()
    }
  }

  private mutating func closeInnermostFrame() {
    let frame = frames.removeLast()
    if frame.isObject, members.count > frame.membersStart {
      members[members.count - 1].end = text.count
      sortMembers(from: frame.membersStart)
      members.removeSubrange(frame.membersStart...)
    }
    if isPrettyPrinted {
      text.append(.newline)
      writeIndent(frame.depth)
    }
    text.append(frame.isObject ? .closeBrace : .closeBracket)
  }

  /// Begins the next element of array frame `index`: its separator and indentation; returns
  /// the element's depth, the array's coding path and the element's index.
  mutating func beginElement(frame index: Int, id: Int) throws -> (
    depth: Int, path: Int, index: Int
  ) {
    try activate(index, id: id)
    let frame = frames[index]
    writeSeparator(after: frame.count)
    if isPrettyPrinted {
      writeIndent(frame.depth + 1)
    }
    frames[index].count += 1
    return (frame.depth + 1, frame.path, frame.count)
  }

  /// Begins member `key` of object frame `index`: its separator, indentation, name and colon;
  /// returns the value's depth and the object's coding path.
  mutating func beginMember(_ key: some CodingKey, frame index: Int, id: Int) throws -> (
    depth: Int, path: Int
  ) {
    try activate(index, id: id)
    let frame = frames[index]
    if frame.count > 0 {
      members[members.count - 1].end = text.count
    }
    writeSeparator(after: frame.count)
    let start = text.count
    if isPrettyPrinted {
      writeIndent(frame.depth + 1)
    }
    let name = key.stringValue
    let nameStart = text.count + 1
    let escaped = writeString(name)
    members.append(
      Member(
        start: start, nameStart: nameStart, nameEnd: text.count - 1, end: text.count,
        escapedName: escaped ? name : nil))
    if isPrettyPrinted {
      writeLiteral(" : ")
    } else {
      text.append(.colon)
    }
    frames[index].count += 1
    return (frame.depth + 1, frame.path)
  }

  /// Writes what separates an element or member from the `count` before it in its container.
  private mutating func writeSeparator(after count: Int) {
    guard count > 0 else { return }
    text.append(.comma)
    if isPrettyPrinted {
      text.append(.newline)
    }
  }

  mutating func framePath(_ index: Int, id: Int) -> Int {
    guard index >= 0, index < frames.count, frames[index].id == id else { return -1 }
    return frames[index].path
  }

  /// The most members of an object put in order by insertion, which takes quadratic time in the
  /// worst case; larger objects, such as dictionaries, are sorted in `n log n`.
  static let insertionSortLimit = 32
  /// How many times two member names were compared: the work of sorting objects.
  private(set) var nameComparisons = 0

  /// Puts the members from `start` on in the order of their names' UTF-8 bytes, as
  /// `JSONEncoder` sorts them; a name used twice is declined.
  private mutating func sortMembers(from start: Int) {
    let count = members.count - start
    guard count > 1 else { return }
    order.removeAll(keepingCapacity: true)
    order.append(contentsOf: start..<members.count)
    let byName = members[start...].contains { $0.escapedName != nil }
    if count > Self.insertionSortLimit {
      var sorting: [Int] = []
      swap(&sorting, &order)
      sorting.sort { compareNames($0, $1, byName: byName) < 0 }
      swap(&sorting, &order)
    } else {
      // Insertion sort: an object has a few members, most often already in order.
      for sorted in 1..<count {
        let moving = order[sorted]
        var place = sorted
        while place > 0, compareNames(moving, order[place - 1], byName: byName) < 0 {
          order[place] = order[place - 1]
          place -= 1
        }
        order[place] = moving
      }
    }
    for place in 1..<count where compareNames(order[place - 1], order[place], byName: byName) == 0 {
      decline(.repeatedName)
      return
    }
    guard !order.elementsEqual(start..<members.count) else { return }
    let base = members[start].start
    let end = members[members.count - 1].end
    scratch.removeAll()
    scratch.append(UnsafeBufferPointer(rebasing: text.bytes[base..<end]))
    var position = base
    for (place, index) in order.enumerated() {
      if place > 0 {
        text[position] = .comma
        position += 1
        if isPrettyPrinted {
          text[position] = .newline
          position += 1
        }
      }
      let member = members[index]
      let moved = UnsafeBufferPointer(
        rebasing: scratch.bytes[(member.start - base)..<(member.end - base)])
      text.overwrite(at: position, with: moved)
      position += moved.count
    }
  }

  /// The order of the names of members `left` and `right`: negative, zero or positive. Names
  /// are compared as written unless `byName`, when some were escaped.
  private mutating func compareNames(_ left: Int, _ right: Int, byName: Bool) -> Int {
    nameComparisons += 1
    let a = members[left]
    let b = members[right]
    guard byName else {
      return Self.compare(
        UnsafeBufferPointer(rebasing: text.bytes[a.nameStart..<a.nameEnd]),
        UnsafeBufferPointer(rebasing: text.bytes[b.nameStart..<b.nameEnd]))
    }
    var leftName = a.escapedName ?? name(of: a)
    var rightName = b.escapedName ?? name(of: b)
    return leftName.withUTF8 { x in rightName.withUTF8 { y in Self.compare(x, y) } }
  }

  /// The name of a member that was written unescaped.
  private mutating func name(of member: Member) -> String {
    String(
      decoding: UnsafeBufferPointer(rebasing: text.bytes[member.nameStart..<member.nameEnd]),
      as: UTF8.self)
  }

  /// The order of `left` and `right` by their bytes: negative, zero or positive.
  private static func compare(
    _ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>
  )
    -> Int
  {
    let shared = min(left.count, right.count)
    var index = 0
    while index < shared {
      if left[index] != right[index] {
        return Int(left[index]) - Int(right[index])
      }
      index += 1
    }
    return left.count - right.count
  }
}

/// One encoding: its ``EncodingState``, shared by its encoders and containers, and the calls
/// into the values' own `encode(to:)` between the state's operations.
///
/// The state lives behind a pointer that this object owns, so that its many small changes cost
/// no run-time exclusivity check; none of its operations calls out, so none overlaps another.
final class EncodingOutput {
  private let state: UnsafeMutablePointer<EncodingState>
  let userInfo: [CodingUserInfoKey: Any]

  init(
    isPrettyPrinted: Bool, escapesSlashes: Bool, userInfo: [CodingUserInfoKey: any Sendable]
  ) {
    state = .allocate(capacity: 1)
    state.initialize(
      to: EncodingState(isPrettyPrinted: isPrettyPrinted, escapesSlashes: escapesSlashes))
    self.userInfo = userInfo.isEmpty ? [:] : userInfo.mapValues { $0 as Any }
  }

  deinit {
    state.pointee.deallocate()
    state.deinitialize(count: 1)
    state.deallocate()
  }

  var bytes: [UInt8] { Array(state.pointee.text.bytes) }
  var nameComparisons: Int { state.pointee.nameComparisons }

  /// Ends the encoding: any later use of its encoders and containers is declined.
  func close() {
    state.pointee.close()
  }

  @discardableResult
  func decline(_ reason: FastJSONEncoder.Declined) -> FastJSONEncoder.Declined {
    state.pointee.decline(reason)
  }

  func codingPath(_ step: Int) -> [any CodingKey] {
    state.pointee.codingPath(step)
  }

  func slotPath(_ index: Int, id: Int) -> Int {
    state.pointee.slotPath(index, id: id)
  }

  func framePath(_ index: Int, id: Int) -> Int {
    state.pointee.framePath(index, id: id)
  }

  func encodeTopLevel<T: Encodable>(_ value: T) throws {
    try encode(value, depth: 0, path: CodingPathSteps.root, isTopLevel: true)
    if let declined = state.pointee.declined {
      throw declined
    }
  }

  /// Writes `value`, the value of `key` in the container whose coding path ends at step
  /// `parent`, where the text ends, indented for `depth`.
  func encode<T: Encodable>(_ value: T, depth: Int, parent: Int, key: some CodingKey) throws {
    guard try !writeScalar(value) else { return }
    try encodeParts(
      value, depth: depth, path: state.pointee.step(from: parent, by: key), isTopLevel: false)
  }

  /// Writes `value` where the text ends, indented for `depth`, its coding path ending at step
  /// `path`.
  func encode<T: Encodable>(_ value: T, depth: Int, path: Int, isTopLevel: Bool = false) throws {
    guard try !writeScalar(value) else { return }
    try encodeParts(value, depth: depth, path: path, isTopLevel: isTopLevel)
  }

  /// Writes `value` when the state writes it on its own (see
  /// ``EncodingState/writeScalar(_:)``); returns whether it did.
  private func writeScalar<T: Encodable>(_ value: T) throws -> Bool {
    guard state.pointee.isOpen else { throw decline(.reusedContainer) }
    do {
      return try state.pointee.writeScalar(value)
    } catch {
      decline(.reusedContainer)
      throw error
    }
  }

  /// Writes `value` by its own `encode(to:)`, through a new slot, or, for an instance of a
  /// ``SharedEncodable`` class encoded before, by copying its text.
  private func encodeParts<T: Encodable>(_ value: T, depth: Int, path: Int, isTopLevel: Bool)
    throws
  {
    guard T.self is AnyObject.Type, let shared = value as? any SharedEncodable else {
      return try encodeSlot(value, depth: depth, path: path, isTopLevel: isTopLevel)
    }
    guard !state.pointee.writeSharedText(of: shared, depth: depth) else { return }
    let start = state.pointee.text.count
    try encodeSlot(value, depth: depth, path: path, isTopLevel: isTopLevel)
    state.pointee.keepSharedText(of: shared, depth: depth, from: start)
  }

  private func encodeSlot<T: Encodable>(_ value: T, depth: Int, path: Int, isTopLevel: Bool)
    throws
  {
    do {
      let slot = state.pointee.beginSlot(depth: depth, path: path)
      do {
        try value.encode(to: ValueEncoder(output: self, slot: slot.index, id: slot.id))
      } catch {
        state.pointee.dropSlot()
        throw error
      }
      try state.pointee.endSlot(isTopLevel: isTopLevel)
    } catch {
      // Part of the value may be written: nothing after it can stand, even if caught.
      decline(.reusedContainer)
      throw error
    }
  }

  func encodeSingle<T: Encodable>(_ value: T, slot index: Int, id: Int) throws {
    let slot = try state.pointee.claimSingle(slot: index, id: id)
    try encode(value, depth: slot.depth, path: slot.path)
  }

  func encodeSingleNull(slot index: Int, id: Int) throws {
    _ = try state.pointee.claimSingle(slot: index, id: id)
    state.pointee.writeNull()
  }

  /// See ``EncodingState/containerFrame(slot:id:isObject:)``.
  func containerFrame(slot index: Int, id: Int, isObject: Bool) -> (index: Int, id: Int)? {
    state.pointee.containerFrame(slot: index, id: id, isObject: isObject)
  }

  /// See ``EncodingState/openFrame(isObject:depth:path:)``.
  func openFrame(isObject: Bool, depth: Int, path: Int) -> (index: Int, id: Int) {
    state.pointee.openFrame(isObject: isObject, depth: depth, path: path)
  }

  /// See ``EncodingState/beginElement(frame:id:)``.
  func beginElement(frame index: Int, id: Int) throws -> (depth: Int, path: Int, index: Int) {
    try state.pointee.beginElement(frame: index, id: id)
  }

  func step(from parent: Int, by key: some CodingKey) -> Int {
    state.pointee.step(from: parent, by: key)
  }

  /// See ``EncodingState/beginMember(_:frame:id:)``.
  func beginMember(_ key: some CodingKey, frame index: Int, id: Int) throws -> (
    depth: Int, path: Int
  ) {
    try state.pointee.beginMember(key, frame: index, id: id)
  }

  func writeNull() {
    state.pointee.writeNull()
  }

  func writeString(_ string: String) {
    state.pointee.writeString(string)
  }

  func writeInteger<T: FixedWidthInteger>(_ value: T) {
    state.pointee.writeInteger(value)
  }

  func writeFloatingPoint<T: BinaryFloatingPoint & CustomStringConvertible>(_ value: T) throws {
    try state.pointee.writeFloatingPoint(value)
  }
}

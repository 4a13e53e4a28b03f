extension JavaScriptRegExp {
  /// Why a pattern is no regular expression, in V8's words (`Nothing to repeat`).
  public struct SyntaxError: Error, Equatable, Sendable {
    /// What is wrong, such as `Unterminated character class`.
    public let reason: String
  }

  /// A pattern read into a tree, as ECMAScript's grammar (with Annex B, without the `u` flag)
  /// reads it.
  indirect enum Node: Sendable {
    case empty
    case character(UInt16)
    case dot
    /// A character class, or its complement; under `i`, the complement is taken after case
    /// folding (`[^a]` does not match `A`).
    case set(CodeUnitSet, negated: Bool)
    case inputStart
    case inputEnd
    case wordBoundary(negated: Bool)
    case backreference(Int)
    case namedBackreference(String)
    case group(Node, capture: Int?)
    case look(Node, behind: Bool, negated: Bool)
    case sequence([Node])
    case alternation([Node])
    /// `node` repeated from `min` to `max` times (`Int.max` for no bound); the capturing
    /// groups `captures` inside it are cleared at each repetition.
    case repetition(Node, min: Int, max: Int, greedy: Bool, captures: Range<Int>)
  }
}

/// Reads a pattern's UTF-16 code units into a ``JavaScriptRegExp/Node`` tree.
struct JavaScriptRegExpParser {
  typealias SyntaxError = JavaScriptRegExp.SyntaxError
  typealias Node = JavaScriptRegExp.Node
  typealias CodeUnitSet = JavaScriptRegExp.CodeUnitSet

  private let units: [UInt16]
  private var position = 0
  /// The number of capturing groups of the whole pattern, counted before reading it, so that
  /// `\2` is known to be a backreference or an octal escape wherever it stands.
  private(set) var captureCount = 0
  private var namesByGroup: [String: Int] = [:]
  private var hasNamedGroups = false
  private var groupsOpened = 0
  private var namedReferences: [(name: String, at: Int)] = []

  init(_ units: [UInt16]) {
    self.units = units
    (captureCount, hasNamedGroups) = JavaScriptRegExpParser.countGroups(in: units)
  }

  /// The whole pattern's tree.
  mutating func parse() throws(SyntaxError) -> Node {
    let node = try disjunction()
    if position < units.count {
      throw SyntaxError(
        reason: units[position] == c(")") ? "Unmatched ')'" : "Unexpected character")
    }
    for reference in namedReferences where namesByGroup[reference.name] == nil {
      throw SyntaxError(reason: "Invalid named capture referenced")
    }
    return node.resolvingNames(namesByGroup)
  }

  // MARK: Structure

  private mutating func disjunction() throws(SyntaxError) -> Node {
    var alternatives = [try alternative()]
    while peek == c("|") {
      position += 1
      alternatives.append(try alternative())
    }
    return alternatives.count == 1 ? alternatives[0] : .alternation(alternatives)
  }

  private mutating func alternative() throws(SyntaxError) -> Node {
    var terms: [Node] = []
    while let head = peek, head != c("|"), head != c(")") {
      terms.append(try term())
    }
    switch terms.count {
    case 0: return .empty
    case 1: return terms[0]
    default: return .sequence(terms)
    }
  }

  private mutating func term() throws(SyntaxError) -> Node {
    let capturesBefore = groupsOpened
    switch units[position] {
    case c("^"):
      position += 1
      return try refusingQuantifier(.inputStart)
    case c("$"):
      position += 1
      return try refusingQuantifier(.inputEnd)
    case c("\\") where unit(at: position + 1) == c("b") || unit(at: position + 1) == c("B"):
      let negated = units[position + 1] == c("B")
      position += 2
      return try refusingQuantifier(.wordBoundary(negated: negated))
    case c("(")
    where unit(at: position + 1) == c("?") && unit(at: position + 2) == c("<")
      && (unit(at: position + 3) == c("=") || unit(at: position + 3) == c("!")):
      let negated = units[position + 3] == c("!")
      position += 4
      let body = try disjunction()
      try expect(c(")"))
      return try refusingQuantifier(.look(body, behind: true, negated: negated))
    default:
      let atom = try atom()
      return try quantified(atom, capturesFrom: capturesBefore)
    }
  }

  /// `node` when no quantifier follows it; an assertion cannot be repeated.
  private mutating func refusingQuantifier(_ node: Node) throws(SyntaxError) -> Node {
    var probe = self
    if probe.quantifier() != nil { throw SyntaxError(reason: "Nothing to repeat") }
    return node
  }

  private mutating func quantified(_ atom: Node, capturesFrom first: Int) throws(SyntaxError)
    -> Node
  {
    guard let (min, max) = quantifier() else { return atom }
    guard min <= max else {
      throw SyntaxError(reason: "numbers out of order in {} quantifier")
    }
    var greedy = true
    if peek == c("?") {
      position += 1
      greedy = false
    }
    return .repetition(
      atom, min: min, max: max, greedy: greedy, captures: (first + 1)..<(groupsOpened + 1))
  }

  /// The bounds of the quantifier at the position, which it passes; `nil` (and nothing passed)
  /// when there is none. A brace that does not make a quantifier is no quantifier.
  private mutating func quantifier() -> (Int, Int)? {
    switch peek {
    case c("*"):
      position += 1
      return (0, .max)
    case c("+"):
      position += 1
      return (1, .max)
    case c("?"):
      position += 1
      return (0, 1)
    case c("{"):
      var probe = position + 1
      guard let min = number(from: &probe) else { return nil }
      var max = min
      if unit(at: probe) == c(",") {
        probe += 1
        max = unit(at: probe) == c("}") ? .max : (number(from: &probe) ?? -1)
        if max < 0 { return nil }
      }
      guard unit(at: probe) == c("}") else { return nil }
      position = probe + 1
      return (min, max)
    default:
      return nil
    }
  }

  /// The decimal number at `index`, which it passes, saturating at `Int.max`; `nil` when no
  /// digit is there.
  private func number(from index: inout Int) -> Int? {
    var value = 0
    var hasDigits = false
    while let digit = unit(at: index).flatMap(JavaScriptRegExpParser.decimalValue) {
      hasDigits = true
      let (shifted, overflow) = value.multipliedReportingOverflow(by: 10)
      let (sum, overflowAgain) = shifted.addingReportingOverflow(digit)
      value = overflow || overflowAgain ? .max : sum
      index += 1
    }
    return hasDigits ? value : nil
  }

  private mutating func atom() throws(SyntaxError) -> Node {
    let head = units[position]
    switch head {
    case c("."):
      position += 1
      return .dot
    case c("("):
      return try group()
    case c("["):
      position += 1
      return try characterClass()
    case c("\\"):
      position += 1
      return try atomEscape()
    case c("*"), c("+"), c("?"):
      throw SyntaxError(reason: "Nothing to repeat")
    case c("{"):
      var probe = self
      if probe.quantifier() != nil { throw SyntaxError(reason: "Nothing to repeat") }
      position += 1
      return .character(head)
    default:
      position += 1
      return .character(head)
    }
  }

  private mutating func group() throws(SyntaxError) -> Node {
    position += 1
    guard peek == c("?") else {
      groupsOpened += 1
      let index = groupsOpened
      let body = try disjunction()
      try expect(c(")"))
      return .group(body, capture: index)
    }
    switch unit(at: position + 1) {
    case c(":"):
      position += 2
      let body = try disjunction()
      try expect(c(")"))
      return .group(body, capture: nil)
    case c("="), c("!"):
      let negated = units[position + 1] == c("!")
      position += 2
      let body = try disjunction()
      try expect(c(")"))
      // Annex B lets a lookahead take a quantifier; `term` applies it.
      return .look(body, behind: false, negated: negated)
    case c("<"):
      position += 2
      let name = try groupName()
      guard namesByGroup[name] == nil else {
        throw SyntaxError(reason: "Duplicate capture group name")
      }
      groupsOpened += 1
      let index = groupsOpened
      namesByGroup[name] = index
      let body = try disjunction()
      try expect(c(")"))
      return .group(body, capture: index)
    default:
      throw SyntaxError(reason: "Invalid group")
    }
  }

  /// The name of a group or a named backreference, up to and past its `>`.
  private mutating func groupName() throws(SyntaxError) -> String {
    var scalars = String.UnicodeScalarView()
    while let head = peek, head != c(">") {
      guard let scalar = Unicode.Scalar(head),
        scalars.isEmpty
          ? scalar == "$" || scalar == "_" || scalar.properties.isIDStart
          : scalar == "$" || scalar.properties.isIDContinue || scalar == "\u{200C}"
            || scalar == "\u{200D}"
      else { throw SyntaxError(reason: "Invalid capture group name") }
      scalars.append(scalar)
      position += 1
    }
    guard peek == c(">"), !scalars.isEmpty else {
      throw SyntaxError(reason: "Invalid capture group name")
    }
    position += 1
    return String(scalars)
  }

  // MARK: Escapes

  private mutating func atomEscape() throws(SyntaxError) -> Node {
    guard let head = peek else { throw SyntaxError(reason: "\\ at end of pattern") }
    if let digit = JavaScriptRegExpParser.decimalValue(head), digit > 0 {
      var probe = position
      if let number = number(from: &probe), number <= captureCount {
        position = probe
        return .backreference(number)
      }
      return .character(octalOrIdentityEscape())
    }
    if head == c("k"), hasNamedGroups {
      position += 1
      guard peek == c("<") else { throw SyntaxError(reason: "Invalid named reference") }
      position += 1
      let name = try groupName()
      namedReferences.append((name, position))
      return .namedBackreference(name)
    }
    if let set = classEscape(head) {
      position += 1
      return .set(set, negated: false)
    }
    return .character(characterEscape(inClass: false))
  }

  /// `\d`, `\D`, `\s`, `\S`, `\w` or `\W`.
  private func classEscape(_ unit: UInt16) -> CodeUnitSet? {
    switch unit {
    case c("d"): .digits
    case c("D"): CodeUnitSet.digits.inverted
    case c("s"): .whiteSpace
    case c("S"): CodeUnitSet.whiteSpace.inverted
    case c("w"): .wordCharacters
    case c("W"): CodeUnitSet.wordCharacters.inverted
    default: nil
    }
  }

  /// The code unit of the character escape after a backslash (which is passed), as Annex B
  /// reads it: `\n`, `\cJ`, `\x0A`, `\u000A`, `\0`, a legacy octal escape, or the character
  /// itself. `\c` not followed by a letter is a backslash, the `c` being read next.
  private mutating func characterEscape(inClass: Bool) -> UInt16 {
    let head = units[position]
    position += 1
    switch head {
    case c("f"): return 0x0C
    case c("n"): return 0x0A
    case c("r"): return 0x0D
    case c("t"): return 0x09
    case c("v"): return 0x0B
    case c("b") where inClass: return 0x08
    case c("c"):
      if let letter = peek,
        JavaScriptRegExpParser.isASCIILetter(letter)
          || (inClass && (JavaScriptRegExpParser.decimalValue(letter) != nil || letter == c("_")))
      {
        position += 1
        return letter % 32
      }
      position -= 1
      return c("\\")
    case c("x"):
      if let value = hexadecimal(digits: 2) { return value }
      return head
    case c("u"):
      if let value = hexadecimal(digits: 4) { return value }
      return head
    case c("0")...c("9"):
      position -= 1
      return octalOrIdentityEscape()
    default:
      return head
    }
  }

  /// A legacy octal escape (`\0`, `\12`, `\377`) at the position, or `8` or `9` as themselves.
  private mutating func octalOrIdentityEscape() -> UInt16 {
    let first = units[position]
    position += 1
    guard first < c("8") else { return first }
    var value = first - c("0")
    if let next = peek, (c("0")...c("7")).contains(next) {
      value = value * 8 + (next - c("0"))
      position += 1
      if value < 32, let third = peek, (c("0")...c("7")).contains(third) {
        value = value * 8 + (third - c("0"))
        position += 1
      }
    }
    return value
  }

  /// The value of `digits` hexadecimal digits at the position, which it passes; `nil` (and
  /// nothing passed) when there are fewer.
  private mutating func hexadecimal(digits: Int) -> UInt16? {
    var value: UInt16 = 0
    for offset in 0..<digits {
      guard let digit = unit(at: position + offset).flatMap(JavaScriptRegExpParser.hexValue)
      else { return nil }
      value = value * 16 + digit
    }
    position += digits
    return value
  }

  // MARK: Character classes

  private mutating func characterClass() throws(SyntaxError) -> Node {
    var negated = false
    if peek == c("^") {
      negated = true
      position += 1
    }
    var set = CodeUnitSet()
    while true {
      guard let head = peek else { throw SyntaxError(reason: "Unterminated character class") }
      if head == c("]") {
        position += 1
        break
      }
      let first = try classAtom()
      guard peek == c("-"), let after = unit(at: position + 1), after != c("]") else {
        set.insert(first)
        continue
      }
      position += 1
      let second = try classAtom()
      switch (first, second) {
      case (.unit(let lower), .unit(let upper)):
        guard lower <= upper else {
          throw SyntaxError(reason: "Range out of order in character class")
        }
        set.insert(lower...upper)
      default:
        set.insert(first)
        set.insert(c("-")...c("-"))
        set.insert(second)
      }
    }
    return .set(set, negated: negated)
  }

  private mutating func classAtom() throws(SyntaxError) -> ClassAtom {
    let head = units[position]
    position += 1
    guard head == c("\\") else { return .unit(head) }
    guard let escaped = peek else { throw SyntaxError(reason: "\\ at end of pattern") }
    if let set = classEscape(escaped) {
      position += 1
      return .set(set)
    }
    if escaped == c("k"), hasNamedGroups { throw SyntaxError(reason: "Invalid escape") }
    if escaped == c("-") {
      position += 1
      return .unit(escaped)
    }
    return .unit(characterEscape(inClass: true))
  }

  // MARK: Reading

  private var peek: UInt16? { unit(at: position) }

  private func unit(at index: Int) -> UInt16? {
    index < units.count ? units[index] : nil
  }

  private mutating func expect(_ unit: UInt16) throws(SyntaxError) {
    guard peek == unit else { throw SyntaxError(reason: "Unterminated group") }
    position += 1
  }

  private func c(_ scalar: Unicode.Scalar) -> UInt16 {
    UInt16(truncatingIfNeeded: scalar.value)
  }

  private static func decimalValue(_ unit: UInt16) -> Int? {
    (0x30...0x39).contains(unit) ? Int(unit - 0x30) : nil
  }

  private static func hexValue(_ unit: UInt16) -> UInt16? {
    switch unit {
    case 0x30...0x39: unit - 0x30
    case 0x41...0x46: unit - 0x41 + 10
    case 0x61...0x66: unit - 0x61 + 10
    default: nil
    }
  }

  private static func isASCIILetter(_ unit: UInt16) -> Bool {
    (0x41...0x5A).contains(unit) || (0x61...0x7A).contains(unit)
  }

  /// The number of capturing groups in `units`, and whether any is named, counted as V8
  /// counts them before parsing: escapes and classes are skipped.
  private static func countGroups(in units: [UInt16]) -> (count: Int, named: Bool) {
    var count = 0
    var named = false
    var index = 0
    var inClass = false
    while index < units.count {
      switch units[index] {
      case 0x5C:  // \
        index += 1
      case 0x5B where !inClass:  // [
        inClass = true
      case 0x5D where inClass:  // ]
        inClass = false
      case 0x28 where !inClass:  // (
        if index + 1 < units.count, units[index + 1] == 0x3F {  // ?
          if index + 3 < units.count, units[index + 2] == 0x3C,  // <
            units[index + 3] != 0x3D, units[index + 3] != 0x21
          {
            count += 1
            named = true
          }
        } else {
          count += 1
        }
      default:
        break
      }
      index += 1
    }
    return (count, named)
  }
}

/// One side of a range in a character class: a code unit, or a class escape such as `\d`.
private enum ClassAtom {
  case unit(UInt16)
  case set(JavaScriptRegExp.CodeUnitSet)
}

extension JavaScriptRegExp.CodeUnitSet {
  fileprivate mutating func insert(_ atom: ClassAtom) {
    switch atom {
    case .unit(let unit): insert(unit...unit)
    case .set(let set): formUnion(set)
    }
  }
}

extension JavaScriptRegExp.Node {
  /// The tree with each named backreference replaced by its group's number.
  fileprivate func resolvingNames(_ numbers: [String: Int]) -> Self {
    switch self {
    case .namedBackreference(let name): .backreference(numbers[name] ?? 0)
    case .group(let node, let capture): .group(node.resolvingNames(numbers), capture: capture)
    case .look(let node, let behind, let negated):
      .look(node.resolvingNames(numbers), behind: behind, negated: negated)
    case .sequence(let nodes): .sequence(nodes.map { $0.resolvingNames(numbers) })
    case .alternation(let nodes): .alternation(nodes.map { $0.resolvingNames(numbers) })
    case .repetition(let node, let min, let max, let greedy, let captures):
      .repetition(
        node.resolvingNames(numbers), min: min, max: max, greedy: greedy, captures: captures)
    default: self
    }
  }
}

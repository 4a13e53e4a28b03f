/// A regular expression of JavaScript's dialect, as `new RegExp(pattern, flags)` reads it in
/// V8 without the `u` flag (ECMAScript 2023 with the web's Annex B), matched as V8 matches it:
/// by backtracking over the UTF-16 code units of the text.
///
/// So `\w`, `\d` and `\b` are ASCII; `\p{L}` is the letters `p{L}`; a `]` or `{` that closes or
/// opens nothing is itself; `\1` is a backreference when the pattern has a first group and an
/// octal escape otherwise; `.` matches anything but a line terminator; `^` and `$` are the
/// ends of the text. With `ignoringCase` (the `i` flag), two code units match when
/// `toUpperCase` makes the same single code unit of both, not mapping a non-ASCII character to
/// an ASCII one: `é` matches `É`, `ß` matches only `ß`, and a decomposed `é` is not a composed
/// one. Lookahead, lookbehind (matched backwards, as in V8), named groups and lazy quantifiers
/// are read.
///
/// Matching counts its steps against a ``WorkBudget`` and stops when it is spent, so
/// that a pattern such as `(a+)+$` cannot keep a core busy.
public struct JavaScriptRegExp: Sendable {
  /// Whether the `i` flag was given.
  let ignoresCase: Bool
  /// The number of capturing groups.
  public let captureCount: Int
  let program: [Operation]
  let sets: [CodeUnitSet]
  let registerCount: Int
  /// The code unit every match starts with, when there is one and case is not ignored.
  let firstUnit: UInt16?
  /// Whether every match starts at the start of the text (`^…`).
  let isAnchored: Bool

  /// Reads `pattern` as `new RegExp(pattern, ignoringCase ? "i" : "")` reads it.
  ///
  /// - Throws: ``SyntaxError`` when JavaScript would throw one.
  public init(_ pattern: String, ignoringCase: Bool) throws(SyntaxError) {
    var parser = JavaScriptRegExpParser(Array(pattern.utf16))
    let tree = try parser.parse()
    var compiler = Compiler(ignoresCase: ignoringCase, captureCount: parser.captureCount)
    compiler.emit(.save(0))
    compiler.compile(tree, backward: false)
    compiler.emit(.save(1))
    compiler.emit(.succeed)
    ignoresCase = ignoringCase
    captureCount = parser.captureCount
    program = compiler.program
    sets = compiler.sets
    registerCount = compiler.nextRegister
    (firstUnit, isAnchored) = Self.start(of: tree, ignoringCase: ignoringCase)
  }

  /// The steps of a compiled pattern.
  enum Operation: Sendable {
    case unit(UInt16, backward: Bool)
    case foldedUnit(UInt16, backward: Bool)
    case dot(backward: Bool)
    case set(Int, negated: Bool, backward: Bool)
    case inputStart
    case inputEnd
    case wordBoundary(negated: Bool)
    case backreference(Int, backward: Bool)
    case save(Int)
    case split(Int, Int)
    case jump(Int)
    /// A lookaround whose body starts after it and ends with ``succeed``; `next` follows it.
    case look(next: Int, negated: Bool)
    case repeatStart(counter: Int)
    case repeatCheck(counter: Int, min: Int, max: Int, greedy: Bool, exit: Int)
    case repeatBody(counter: Int, start: Int, captures: Range<Int>)
    case repeatEnd(counter: Int, start: Int, min: Int, loop: Int)
    case succeed
  }

  /// The code unit a match must start with, and whether it must start at the text's start.
  private static func start(of tree: Node, ignoringCase: Bool) -> (UInt16?, Bool) {
    var node = tree
    while true {
      switch node {
      case .sequence(let nodes):
        guard let first = nodes.first else { return (nil, false) }
        node = first
      case .group(let inner, _):
        node = inner
      case .character(let unit):
        return (ignoringCase ? nil : unit, false)
      case .repetition(let inner, let min, _, _, _) where min > 0:
        node = inner
      case .inputStart:
        return (nil, true)
      default:
        return (nil, false)
      }
    }
  }
}

/// Turns a ``JavaScriptRegExp/Node`` tree into ``JavaScriptRegExp/Operation``s.
private struct Compiler {
  typealias Operation = JavaScriptRegExp.Operation
  let ignoresCase: Bool
  var program: [Operation] = []
  var sets: [JavaScriptRegExp.CodeUnitSet] = []
  var nextRegister: Int

  init(ignoresCase: Bool, captureCount: Int) {
    self.ignoresCase = ignoresCase
    nextRegister = 2 * (captureCount + 1)
  }

  mutating func emit(_ operation: Operation) {
    program.append(operation)
  }

  private mutating func placeholder() -> Int {
    program.append(.succeed)
    return program.count - 1
  }

  mutating func compile(_ node: JavaScriptRegExp.Node, backward: Bool) {
    switch node {
    case .empty, .namedBackreference:
      break
    case .character(let unit):
      if ignoresCase {
        emit(.foldedUnit(JavaScriptCase.canonical(unit), backward: backward))
      } else {
        emit(.unit(unit, backward: backward))
      }
    case .dot:
      emit(.dot(backward: backward))
    case .set(let set, let negated):
      sets.append(set)
      emit(.set(sets.count - 1, negated: negated, backward: backward))
    case .inputStart:
      emit(.inputStart)
    case .inputEnd:
      emit(.inputEnd)
    case .wordBoundary(let negated):
      emit(.wordBoundary(negated: negated))
    case .backreference(let group):
      emit(.backreference(group, backward: backward))
    case .group(let inner, let capture):
      guard let capture else {
        compile(inner, backward: backward)
        return
      }
      emit(.save(2 * capture + (backward ? 1 : 0)))
      compile(inner, backward: backward)
      emit(.save(2 * capture + (backward ? 0 : 1)))
    case .look(let inner, let behind, let negated):
      let look = placeholder()
      compile(inner, backward: behind)
      emit(.succeed)
      program[look] = .look(next: program.count, negated: negated)
    case .sequence(let nodes):
      for node in backward ? nodes.reversed() : nodes {
        compile(node, backward: backward)
      }
    case .alternation(let nodes):
      var jumps: [Int] = []
      for (index, alternative) in nodes.enumerated() {
        if index < nodes.count - 1 {
          let split = placeholder()
          compile(alternative, backward: backward)
          jumps.append(placeholder())
          program[split] = .split(split + 1, program.count)
        } else {
          compile(alternative, backward: backward)
        }
      }
      for jump in jumps { program[jump] = .jump(program.count) }
    case .repetition(let inner, let min, let max, let greedy, let captures):
      guard max > 0 else { return }
      let counter = nextRegister
      let start = nextRegister + 1
      nextRegister += 2
      emit(.repeatStart(counter: counter))
      let check = placeholder()
      emit(
        .repeatBody(
          counter: counter, start: start,
          captures: (2 * captures.lowerBound)..<(2 * captures.upperBound)))
      compile(inner, backward: backward)
      emit(.repeatEnd(counter: counter, start: start, min: min, loop: check))
      program[check] = .repeatCheck(
        counter: counter, min: min, max: max, greedy: greedy, exit: program.count)
    }
  }
}

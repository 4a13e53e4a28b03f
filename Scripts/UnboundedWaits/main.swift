// Finds the loops that yield without end: a `while` or `repeat` loop whose condition or body
// calls `Task.yield()` and neither checks cancellation (`Task.isCancelled`,
// `Task.checkCancellation()`) nor waits through `yieldUntil`, which does. Such a loop in a test
// turns a broken behaviour into a process that never ends: a test's time limit cancels its task,
// which the loop never looks at. Comments and string literals are skipped, and a loop is found
// however its lines are broken.
//
// Usage: swift Scripts/UnboundedWaits/main.swift FILE... (checks itself on the examples below
// first; prints each loop as FILE:LINE and exits 1 when there is one).
import Foundation

/// The source with comments and string literals blanked out, lines kept, so that only code is
/// searched and positions still give line numbers.
func code(of source: String) -> [Character] {
  let text = Array(source)
  var result: [Character] = []
  result.reserveCapacity(text.count)
  var index = 0
  func blank(_ character: Character) -> Character { character == "\n" ? "\n" : " " }
  while index < text.count {
    let character = text[index]
    let next = index + 1 < text.count ? text[index + 1] : nil
    if character == "/", next == "/" {
      while index < text.count, text[index] != "\n" {
        result.append(" ")
        index += 1
      }
    } else if character == "/", next == "*" {
      var depth = 0
      repeat {
        if text[index] == "/", index + 1 < text.count, text[index + 1] == "*" {
          depth += 1
          result.append(contentsOf: "  ")
          index += 2
        } else if text[index] == "*", index + 1 < text.count, text[index + 1] == "/" {
          depth -= 1
          result.append(contentsOf: "  ")
          index += 2
        } else {
          result.append(blank(text[index]))
          index += 1
        }
      } while depth > 0 && index < text.count
    } else if character == "#" || character == "\"" {
      var hashes = 0
      var start = index
      while start < text.count, text[start] == "#" {
        hashes += 1
        start += 1
      }
      guard start < text.count, text[start] == "\"" else {
        result.append(character)
        index += 1
        continue
      }
      let isMultiline =
        start + 2 < text.count && text[start + 1] == "\"" && text[start + 2] == "\""
      let quotes = isMultiline ? 3 : 1
      var position = start + quotes
      for offset in index..<min(position, text.count) { result.append(blank(text[offset])) }
      // Ends at the quotes followed by as many `#` as opened it; a backslash escapes the
      // character after it in a string without `#`.
      scanning: while position < text.count {
        if hashes == 0, text[position] == "\\", position + 1 < text.count {
          result.append(contentsOf: [" ", blank(text[position + 1])])
          position += 2
          continue
        }
        if text[position] == "\"" {
          let closing = position + quotes + hashes
          let isClosing =
            closing <= text.count
            && (position..<position + quotes).allSatisfy { text[$0] == "\"" }
            && (position + quotes..<closing).allSatisfy { text[$0] == "#" }
          if isClosing {
            for offset in position..<closing { result.append(blank(text[offset])) }
            position = closing
            break scanning
          }
        }
        result.append(blank(text[position]))
        position += 1
      }
      index = position
    } else {
      result.append(character)
      index += 1
    }
  }
  return result
}

/// The lines, from 1, of the loops in `source` that yield without end.
func unboundedYieldLoops(in source: String) -> [Int] {
  let characters = code(of: source)
  let text = String(characters)
  var lines: [Int] = []
  var lineStarts: [Int] = [0]
  for (offset, character) in characters.enumerated() where character == "\n" {
    lineStarts.append(offset + 1)
  }
  func line(of offset: Int) -> Int {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low + 1
  }
  func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }
  /// The offset after the `}` that closes the `{` at `open`, or the end.
  func closing(from open: Int) -> Int {
    var depth = 0
    var offset = open
    while offset < characters.count {
      if characters[offset] == "{" { depth += 1 }
      if characters[offset] == "}" {
        depth -= 1
        if depth == 0 { return offset + 1 }
      }
      offset += 1
    }
    return characters.count
  }
  /// Whether the `}` at `close` ends the body of a `repeat`.
  func opensRepeat(closedAt close: Int) -> Bool {
    var depth = 0
    var offset = close
    while offset >= 0 {
      if characters[offset] == "}" { depth += 1 }
      if characters[offset] == "{" {
        depth -= 1
        if depth == 0 { break }
      }
      offset -= 1
    }
    var wordEnd = offset - 1
    while wordEnd >= 0, characters[wordEnd].isWhitespace { wordEnd -= 1 }
    var wordStart = wordEnd
    while wordStart > 0, isWordCharacter(characters[wordStart - 1]) { wordStart -= 1 }
    return wordEnd >= 0 && String(characters[wordStart...wordEnd]) == "repeat"
  }
  func slice(_ range: Range<Int>) -> String { String(characters[range]) }
  let yields = ["Task.yield()"]
  let bounds = ["Task.isCancelled", "Task.checkCancellation()", "yieldUntil("]
  for keyword in ["while", "repeat"] {
    var searchStart = text.startIndex
    while let found = text.range(of: keyword, range: searchStart..<text.endIndex) {
      searchStart = found.upperBound
      let start = text.distance(from: text.startIndex, to: found.lowerBound)
      let end = start + keyword.count
      if start > 0, isWordCharacter(characters[start - 1]) { continue }
      if end < characters.count, isWordCharacter(characters[end]) { continue }
      // `repeat { … } while condition`'s `while` is its repeat's: skip it here.
      if keyword == "while" {
        var before = start - 1
        while before >= 0, characters[before].isWhitespace { before -= 1 }
        if before >= 0, characters[before] == "}", opensRepeat(closedAt: before) { continue }
      }
      guard let open = characters[end...].firstIndex(of: "{") else { continue }
      let bodyEnd = closing(from: open)
      var loop = slice(start..<bodyEnd)
      if keyword == "repeat" {
        // The condition after the body, up to the end of its line.
        var conditionEnd = bodyEnd
        while conditionEnd < characters.count, characters[conditionEnd] != "\n" {
          conditionEnd += 1
        }
        loop += slice(bodyEnd..<conditionEnd)
      }
      let compact = loop.filter { !$0.isWhitespace }
      guard yields.contains(where: compact.contains),
        !bounds.contains(where: compact.contains)
      else { continue }
      lines.append(line(of: start))
    }
  }
  return lines.sorted()
}

func selfTest() -> Bool {
  let examples: [(String, [Int])] = [
    ("while !done { await Task.yield() }", [1]),
    ("while !done {\n  await\n    Task\n    .yield()\n}", [1]),
    (
      "x()\nwhile\n  !recorder.error.contains(\"}\")\n{\n  if a { b() }\n  await Task.yield()\n}",
      [2]
    ),
    ("repeat {\n  await Task.yield()\n} while !done", [1]),
    ("while true {\n  if done { break }\n  await Task.yield()\n}", [1]),
    ("let t = Task { a() }\nwhile !done { await Task.yield() }", [2]),
    ("while !done {\n  try Task.checkCancellation()\n  await Task.yield()\n}", []),
    ("while !done, !Task.isCancelled { await Task.yield() }", []),
    ("repeat { await Task.yield() } while !done && !Task.isCancelled", []),
    ("for _ in 0..<1_000 { await Task.yield() }", []),
    ("while !done { await clock.advance() }", []),
    ("// while !done { await Task.yield() }\nlet a = 1", []),
    ("/* while !done { /* nested */ await Task.yield() } */", []),
    ("let s = \"while !done { await Task.yield() }\"", []),
    ("let s = #\"while \"x\" { Task.yield() }\"#", []),
    ("let s = \"\"\"\n  while !done { await Task.yield() }\n  \"\"\"\n", []),
    ("let awhile = 1\nlet whilex = { await Task.yield() }", []),
    ("try await yieldUntil(\"it\") { done }", []),
  ]
  var passed = true
  for (source, expected) in examples {
    let found = unboundedYieldLoops(in: source)
    if found != expected {
      print(
        "unbounded-waits self-test: \(found) for \(source.debugDescription), expected \(expected)")
      passed = false
    }
  }
  return passed
}

// The examples first: a finder that no longer finds would pass every file.
guard selfTest() else { exit(1) }
var found = 0
for path in CommandLine.arguments.dropFirst() {
  guard let source = try? String(contentsOfFile: path, encoding: .utf8) else {
    print("unbounded-waits: cannot read \(path)")
    exit(2)
  }
  for line in unboundedYieldLoops(in: source) {
    print(
      "\(path):\(line): a loop that yields until its condition holds, without end: "
        + "use yieldUntil (TestSupport), wait for an event, or check cancellation")
    found += 1
  }
}
exit(found == 0 ? 0 : 1)

extension JavaScriptRegExp {
  /// Whether the expression matches somewhere in `text`, as `regExp.test(text)` answers;
  /// `nil` when `budget` is spent first.
  func test(_ text: String, budget: WorkBudget) -> Bool? {
    firstMatch(in: Array(text.utf16), from: 0, budget: budget).map { $0 != nil }
  }

  /// The first match at or after `start` in `units`, as the registers of its groups (the start
  /// and end of group `n` at `2n` and `2n + 1`, -1 for a group that took no part, and after
  /// them the matcher's own); `.some(nil)` when there is none, `nil` when `budget` is spent
  /// first.
  public func firstMatch(
    in units: [UInt16], from start: Int, budget: WorkBudget
  ) -> [Int]?? {
    var execution = Execution(expression: self, units: units, budget: budget)
    defer { execution.returnFuel() }
    let last = isAnchored ? min(start, 0) : units.count
    var position = start
    while position <= last {
      if let firstUnit {
        guard let found = units[position...].firstIndex(of: firstUnit) else { return .some(nil) }
        position = found
      }
      switch execution.run(from: 0, at: position) {
      case .matched?: return .some(execution.registers)
      case .failed?: position += 1
      case nil: return nil
      }
    }
    return .some(nil)
  }
}

/// One match in progress: the registers and the backtracking stack.
private struct Execution {
  enum Outcome { case matched, failed }

  let program: [JavaScriptRegExp.Operation]
  let sets: [JavaScriptRegExp.CodeUnitSet]
  let ignoresCase: Bool
  let units: [UInt16]
  let budget: WorkBudget
  var registers: [Int]
  /// Pairs: a place to go back to (a program counter and a position), or a register to
  /// restore (`-1 - register` and its value).
  var stack: [Int] = []
  var fuel = 0

  init(expression: JavaScriptRegExp, units: [UInt16], budget: WorkBudget) {
    program = expression.program
    sets = expression.sets
    ignoresCase = expression.ignoresCase
    self.units = units
    self.budget = budget
    registers = Array(repeating: -1, count: expression.registerCount)
  }

  mutating func returnFuel() {
    budget.giveBack(fuel)
    fuel = 0
  }

  private mutating func set(_ register: Int, _ value: Int) {
    stack.append(-1 - register)
    stack.append(registers[register])
    registers[register] = value
  }

  /// Runs the program from `pc` at `position` until it succeeds or fails; `nil` when the
  /// budget is spent. A success leaves the registers it set, and on the stack above where it
  /// began only the registers to restore; a failure leaves both as they were.
  mutating func run(from startPC: Int, at startPosition: Int) -> Outcome? {
    let base = stack.count
    var pc = startPC
    var position = startPosition
    let count = units.count
    while true {
      if fuel == 0 {
        guard let more = budget.take() else {
          unwind(to: base)
          return nil
        }
        fuel = more
      }
      fuel -= 1
      var ok = true
      switch program[pc] {
      case .unit(let unit, let backward):
        if backward {
          ok = position > 0 && units[position - 1] == unit
          position -= 1
        } else {
          ok = position < count && units[position] == unit
          position += 1
        }
        pc += 1
      case .foldedUnit(let unit, let backward):
        if backward {
          ok = position > 0 && JavaScriptCase.canonical(units[position - 1]) == unit
          position -= 1
        } else {
          ok = position < count && JavaScriptCase.canonical(units[position]) == unit
          position += 1
        }
        pc += 1
      case .dot(let backward):
        let index = backward ? position - 1 : position
        ok =
          index >= 0 && index < count
          && !JavaScriptRegExp.CodeUnitSet.lineTerminators.contains(units[index])
        position += backward ? -1 : 1
        pc += 1
      case .set(let set, let negated, let backward):
        let index = backward ? position - 1 : position
        ok = index >= 0 && index < count && contains(units[index], in: sets[set]) != negated
        position += backward ? -1 : 1
        pc += 1
      case .inputStart:
        ok = position == 0
        pc += 1
      case .inputEnd:
        ok = position == count
        pc += 1
      case .wordBoundary(let negated):
        let before =
          position > 0 && JavaScriptRegExp.CodeUnitSet.wordCharacters.contains(units[position - 1])
        let after =
          position < count && JavaScriptRegExp.CodeUnitSet.wordCharacters.contains(units[position])
        ok = (before != after) != negated
        pc += 1
      case .backreference(let group, let backward):
        let start = registers[2 * group]
        let end = registers[2 * group + 1]
        pc += 1
        guard start >= 0, end >= start else { break }
        let length = end - start
        let from = backward ? position - length : position
        ok =
          from >= 0 && from + length <= count
          && (0..<length).allSatisfy { same(units[start + $0], units[from + $0]) }
        position = backward ? from : position + length
      case .save(let register):
        set(register, position)
        pc += 1
      case .split(let first, let second):
        stack.append(second)
        stack.append(position)
        pc = first
      case .jump(let target):
        pc = target
      case .look(let next, let negated):
        let mark = stack.count
        guard let outcome = run(from: pc + 1, at: position) else {
          unwind(to: base)
          return nil
        }
        if negated {
          // What a negative lookaround's body set is undone, whether it matched or not.
          unwind(to: mark)
          ok = outcome == .failed
        } else {
          ok = outcome == .matched
        }
        pc = next
      case .repeatStart(let counter):
        set(counter, 0)
        pc += 1
      case .repeatCheck(let counter, let min, let max, let greedy, let exit):
        let done = registers[counter]
        if done < min {
          pc += 1
        } else if done >= max {
          pc = exit
        } else if greedy {
          stack.append(exit)
          stack.append(position)
          pc += 1
        } else {
          stack.append(pc + 1)
          stack.append(position)
          pc = exit
        }
      case .repeatBody(let counter, let start, let captures):
        set(start, position)
        for register in captures where registers[register] != -1 {
          set(register, -1)
        }
        set(counter, registers[counter] + 1)
        pc += 1
      case .repeatEnd(let counter, let start, let min, let loop):
        // ECMAScript's RepeatMatcher: a repetition past the minimum that matched nothing
        // fails, so that `(a*)*` ends.
        ok = !(registers[counter] > min && position == registers[start])
        pc = loop
      case .succeed:
        dropBranches(above: base)
        return .matched
      }
      if !ok {
        guard let resumed = backtrack(to: base) else { return .failed }
        (pc, position) = resumed
      }
    }
  }

  /// Pops the stack down to the last place to go back to above `base`, restoring registers on
  /// the way; `nil` when there is none (the stack is then at `base`).
  private mutating func backtrack(to base: Int) -> (Int, Int)? {
    while stack.count > base {
      let value = stack.removeLast()
      let tag = stack.removeLast()
      if tag < 0 {
        registers[-1 - tag] = value
      } else {
        return (tag, value)
      }
    }
    return nil
  }

  private mutating func unwind(to base: Int) {
    while backtrack(to: base) != nil {}
  }

  /// Keeps only the registers to restore above `base`, in order: a lookaround or a match is
  /// never backtracked into.
  private mutating func dropBranches(above base: Int) {
    var write = base
    var read = base
    while read < stack.count {
      if stack[read] < 0 {
        stack[write] = stack[read]
        stack[write + 1] = stack[read + 1]
        write += 2
      }
      read += 2
    }
    stack.removeLast(stack.count - write)
  }

  private func same(_ lhs: UInt16, _ rhs: UInt16) -> Bool {
    lhs == rhs
      || (ignoresCase && JavaScriptCase.canonical(lhs) == JavaScriptCase.canonical(rhs))
  }

  /// Whether `unit` is in `set`, or under `i`, whether a code unit of the same canonical
  /// value is.
  private func contains(_ unit: UInt16, in set: JavaScriptRegExp.CodeUnitSet) -> Bool {
    ignoresCase ? JavaScriptCase.set(set, containsFolded: unit) : set.contains(unit)
  }
}

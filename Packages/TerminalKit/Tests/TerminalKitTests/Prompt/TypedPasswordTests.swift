import Synchronization
import TerminalKit
import TestSupport
import Testing

@Suite struct TypedPasswordTests {
  @Test func asksEachQuestionOnceEvenWhenNothingWasTyped() {
    let typed = TypedPassword()
    let asked = Mutex(0)
    let ask: (String) -> String? = { prompt in
      asked.withLock { $0 += 1 }
      return prompt == "a" ? "pw" : nil
    }

    checkEqual(typed.answer(to: "a", asking: ask), "pw")
    checkEqual(typed.answer(to: "a", asking: ask), "pw")
    checkEqual(typed.answer(to: "b", asking: ask), nil)
    checkEqual(typed.answer(to: "b", asking: ask), nil)
    checkEqual(asked.withLock { $0 }, 2)
  }
}

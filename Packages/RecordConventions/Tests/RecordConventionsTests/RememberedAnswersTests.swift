import Synchronization
import TestSupport
import Testing

@testable import RecordConventions

/// Answers worked out once by question, within a bound.
@Suite struct RememberedAnswersTests {
  @Test func worksOutEachAnswerOnce() {
    let answers = RememberedAnswers<String, Int>(limit: 10)
    let calls = Mutex(0)
    let work = { (word: String) -> Int in
      calls.withLock { $0 += 1 }
      return word.count
    }
    checkEqual(answers.answer("post", by: work), 4)
    checkEqual(answers.answer("post", by: work), 4)
    checkEqual(answers.answer("users", by: work), 5)
    checkEqual(calls.withLock { $0 }, 2)
  }

  @Test func keepsNoMoreThanItsLimit() {
    let answers = RememberedAnswers<Int, Int>(limit: 4)
    for question in 0..<100 {
      checkEqual(answers.answer(question) { $0 * 2 }, question * 2)
      check(answers.count <= 4)
    }
  }
}

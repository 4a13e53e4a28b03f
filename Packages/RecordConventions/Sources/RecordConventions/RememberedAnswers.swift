import Synchronization

/// The answers of a pure function, kept by question so that each is worked out once: the
/// inflections of the few names a program asks for again on every screen it draws.
///
/// At most `limit` answers are kept; the next one starts the memory afresh, so that a caller
/// asking about ever new words never makes it grow without bound.
final class RememberedAnswers<Question: Hashable & Sendable, Answer: Sendable>: Sendable {
  private let answers = Mutex<[Question: Answer]>([:])
  private let limit: Int

  init(limit: Int) {
    self.limit = limit
  }

  /// The answer to `question`: the one kept, or `work`'s, then kept.
  func answer(_ question: Question, by work: (Question) -> Answer) -> Answer {
    if let known = answers.withLock({ $0[question] }) { return known }
    let answer = work(question)
    answers.withLock { answers in
      if answers.count >= limit { answers.removeAll(keepingCapacity: true) }
      answers[question] = answer
    }
    return answer
  }

  /// How many answers are kept.
  var count: Int { answers.withLock { $0.count } }
}

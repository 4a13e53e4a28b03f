import Features

/// The way into a form screen's store: one task sends it the screen's actions one after the
/// other, in the order they were asked for, so that a field's last text is the one the store
/// keeps and a submission sends what was typed before it.
struct FormChannel: Sendable {
  /// Something for the form's store.
  enum Message: Sendable {
    case form(FormInput)
    /// Loads the item to edit again after a failure.
    case reload
  }

  private let messages: AsyncStream<Message>.Continuation
  private let task: Task<Void, Never>

  /// Opens a channel into `store`, each message turned into its action by `action` (`nil` for
  /// one that is not the store's).
  init<R: Reducer>(
    into store: Store<R>, action: @escaping @Sendable (Message) -> R.Action?
  ) {
    let (stream, messages) = AsyncStream.makeStream(of: Message.self)
    self.messages = messages
    task = Task {
      for await message in stream {
        if let action = action(message) {
          await store.send(action)
        }
      }
    }
  }

  /// Sends `message` after those sent before it.
  func send(_ message: Message) {
    messages.yield(message)
  }

  /// Stops sending, and cancels what the store is doing for the channel.
  func close() {
    messages.finish()
    task.cancel()
  }
}

import Features
import NetworkClient
import TerminalKit
import Testing

@testable import Browse

@Suite(.timeLimit(.minutes(1))) struct FormChannelTests {
  @Test func theStoreGetsEveryMessageInOrder() async {
    let store = Store(
      initialState: PostFormFeature.State(mode: .create),
      reducer: PostFormFeature(client: .unimplemented))
    let channel = FormChannel(into: store) { message in
      guard case .form(.post(let action)) = message else { return nil }
      return action
    }
    let texts = (1...200).map { String(repeating: "x", count: $0) }
    for text in texts {
      channel.send(.form(.post(.setField(.title, text))))
    }
    channel.send(.reload)
    channel.send(.form(.post(.fieldLeft(.body))))
    for await state in await store.states() where state.status.errors != nil {
      #expect(state.fields.title == texts.last)
      #expect(state.status.errors?.fields == ["body"])
      break
    }
    channel.close()
  }
}

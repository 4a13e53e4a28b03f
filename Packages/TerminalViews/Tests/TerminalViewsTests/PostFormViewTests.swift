import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import NetworkClientTestSupport
import TerminalKit
import TestSupport
import Testing

@testable import TerminalViews

@Suite struct PostFormViewTests {
  let options = RenderOptions(width: 80, usesColor: false, isTerminal: true)

  func render(_ status: FormStatus<Post>, mode: PostFormFeature.Mode = .create) -> String {
    var state = PostFormFeature.State(mode: mode)
    state.status = status
    return PostFormView(state: state).render(options: options)
  }

  @Test func invalidShowsOneLinePerField() {
    let errors = FormErrors([
      .init(field: "title", messages: ["can't be blank"]),
      .init(field: "userId", messages: ["does not exist", "is odd"]),
    ])
    checkEqual(render(.invalid(errors)), "title: can't be blank\nuserId: does not exist, is odd")
  }

  @Test func invalidIsInTheErrorStyleWithColour() {
    let errors = FormErrors([.init(field: "title", messages: ["can't be blank"])])
    var state = PostFormFeature.State(mode: .create)
    state.status = .invalid(errors)
    let text = PostFormView(state: state).render(
      options: RenderOptions(width: 80, usesColor: true, isTerminal: true))

    check(text != "title: can't be blank")
    checkEqual(TerminalText.unstyled(text), "title: can't be blank")
  }

  @Test func savedShowsThePostAsTheServerReturnedIt() {
    let post = Sample.post(101, by: 1, title: "Hello", body: "Line one\nLine two")
    checkEqual(
      render(.saved(post)),
      """
      ID       101
      User ID  1
      Title    Hello
      Body     Line one
               Line two
      """)
  }

  @Test func submittingAndFailedNameThePost() {
    let post = Sample.post(7, title: "Old")
    checkEqual(render(.submitting, mode: .edit(post)), "Saving post 7…")
    checkEqual(
      render(.failed(LoadFailure(message: "request timed out"))),
      "Could not save post: request timed out")
  }

  @Test func editingShowsTheFieldsAsTyped() {
    let state = PostFormFeature.State(mode: .create, fields: .init(userId: "2", title: "Hi"))
    checkEqual(
      PostFormView(state: state).render(options: options), "User ID  2\nTitle    Hi")
  }

  @Test func serverTextIsInert() {
    let post = Sample.post(1, title: TerminalText.injections.joined(), body: "x")
    check(TerminalText.isInert(render(.saved(post))))
  }
}

import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import NetworkClientTestSupport
import TerminalKit
import TestSupport
import Testing

@testable import TerminalViews

@Suite struct UserFormViewTests {
  let options = RenderOptions(width: 80, usesColor: false, isTerminal: true)

  func render(_ status: FormStatus<User>, mode: UserFormFeature.Mode = .create) -> String {
    var state = UserFormFeature.State(mode: mode)
    state.status = status
    return UserFormView(state: state).render(options: options)
  }

  @Test func invalidShowsOneLinePerField() {
    let errors = FormErrors([
      .init(field: "name", messages: ["can't be blank"]),
      .init(field: "email", messages: ["is not a valid address"]),
    ])
    checkEqual(render(.invalid(errors)), "name: can't be blank\nemail: is not a valid address")
  }

  @Test func savedShowsTheUserAsTheServerReturnedIt() {
    let user = Sample.user(
      11, name: "Grace", username: "grace", email: "g@navy.example", street: "1 Main St",
      suite: "Apt 2", city: "Arlington", zipcode: "22201", company: "Navy")
    checkEqual(
      render(.saved(user)),
      """
      ID        11
      Name      Grace
      Username  grace
      Email     g@navy.example
      Phone     555-0100
      Website   example.com
      Address   1 Main St, Apt 2
                Arlington 22201
      Company   Navy
      """)
  }

  @Test func submittingAndFailedNameTheUser() {
    checkEqual(render(.submitting, mode: .edit(Sample.leanne)), "Saving user 1…")
    checkEqual(render(.failed(LoadFailure(message: "boom"))), "Could not save user: boom")
  }

  @Test func editingLeavesEmptyFieldsOut() {
    let state = UserFormFeature.State(
      mode: .create, fields: .init(name: "Grace", email: "g@x.example", city: "Paris"))
    checkEqual(
      UserFormView(state: state).render(options: options),
      """
      Name      Grace
      Email     g@x.example
      Address   Paris
      """)
  }
}

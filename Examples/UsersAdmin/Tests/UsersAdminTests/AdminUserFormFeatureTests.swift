import Features
import FeaturesTesting
import Foundation
import HTTPClient
import Testing
import UsersAdmin

@Suite(.timeLimit(.minutes(1)))
struct AdminUserFormFeatureTests {
  let log = WriteLog()

  func store(
    _ form: AdminUserForm,
    answer: @escaping @Sendable (AdminUser.ID?, AdminUserDraft) throws -> AdminUser = { _, _ in
      Fixtures.ada
    }
  ) -> TestStore<AdminUserFormFeature> {
    TestStore(
      initialState: form,
      reducer: AdminUserFormFeature(saving: Fixtures.client(log: log, answer: answer)))
  }

  @Test func missingNamesAndABadEmailAreShownUnderTheirFieldsAndNothingIsSent() async {
    let store = store(AdminUserForm(fields: .init(firstName: " ", email: "ada@")))

    await store.send(.submit) {
      $0.status = .invalid(
        FormErrors([
          .init(field: "first_name", messages: ["can't be blank"]),
          .init(field: "last_name", messages: ["can't be blank"]),
          .init(field: "email", messages: ["is not a valid address"]),
        ]))
    }
    await store.finish()
    #expect(log.all.isEmpty)
    #expect(
      UserFormScreen.lines(store.state) == [
        "New user",
        "  First name:  ", "    ! can't be blank",
        "  Last name:", "    ! can't be blank",
        "  Email: ada@", "    ! is not a valid address",
        "  Avatar URL:",
      ])
  }

  @Test func aValidFormCreatesTheUserWithTrimmedFieldsAndNoEmptyAvatar() async {
    let fields = AdminUserForm.Fields(
      firstName: " Ada ", lastName: "Lovelace", email: "ada@example.com", avatarURL: " ")
    let store = store(AdminUserForm(fields: fields))

    await store.send(.submit) { $0.status = .submitting }
    await store.receive(.saveResponse(.success(Fixtures.ada))) { $0.status = .saved(Fixtures.ada) }
    await store.finish()
    #expect(
      log.all == [
        .create(AdminUserDraft(firstName: "Ada", lastName: "Lovelace", email: "ada@example.com"))
      ])
    #expect(UserFormScreen.lines(store.state).last == "Saved user #1.")
  }

  @Test func theServersRailsErrorsLandUnderTheirFields() async {
    let rejection = NetworkError.rejected(
      resource: "user",
      fieldErrors: FieldErrors(["email": ["is invalid"], "first_name": ["can't be blank"]]))
    let fields = AdminUserForm.Fields(firstName: "Ada", lastName: "Lovelace", email: "a@b.co")
    let store = store(AdminUserForm(fields: fields)) { _, _ in throw rejection }

    await store.send(.submit) { $0.status = .submitting }
    await store.receive(.saveResponse(.failure(LoadFailure(rejection)))) {
      $0.status = .invalid(
        FormErrors([
          .init(field: "first_name", messages: ["can't be blank"]),
          .init(field: "email", messages: ["is invalid"]),
        ]))
    }
    await store.finish()
    #expect(
      UserFormScreen.lines(store.state) == [
        "New user",
        "  First name: Ada", "    ! can't be blank",
        "  Last name: Lovelace",
        "  Email: a@b.co", "    ! is invalid",
        "  Avatar URL:",
      ])
  }

  @Test func anErrorOfNoFieldOfTheFormIsShownAboveTheFieldsUntilAnEdit() async throws {
    let fieldErrors = try #require(
      RejectionFormat.rails.fieldErrors(
        Data(#"{"base": ["Accounts are locked"], "nickname": ["is taken"]}"#.utf8)))
    let rejection = NetworkError.rejected(resource: "user", fieldErrors: fieldErrors)
    let store = store(AdminUserForm(editing: Fixtures.alan)) { _, _ in throw rejection }

    await store.send(.setField(.lastName, "Mathison Turing")) {
      $0.fields.lastName = "Mathison Turing"
    }
    await store.send(.submit) { $0.status = .submitting }
    await store.receive(.saveResponse(.failure(LoadFailure(rejection)))) {
      $0.status = .invalid(
        FormErrors(general: [#""Accounts are locked""#, #"nickname: "is taken""#]))
    }
    #expect(
      UserFormScreen.lines(store.state).prefix(3) == [
        "Edit user #2", #"  ! "Accounts are locked""#, #"  ! nickname: "is taken""#,
      ])
    #expect(store.state.canSubmit)
    await store.send(.setField(.lastName, "Turing")) {
      $0.fields.lastName = "Turing"
      $0.status = .editing
    }
    await store.finish()
    #expect(UserFormScreen.lines(store.state).prefix(2) == ["Edit user #2", "  First name: Alan"])
  }

  @Test func anEditSendsTheUsersIDAndItsFields() async {
    let changed = AdminUser(
      id: 2, firstName: "Alan", lastName: "Turing", email: "turing@example.com",
      createdAt: Fixtures.created)
    let store = store(AdminUserForm(editing: Fixtures.alan)) { _, _ in changed }

    await store.send(.setField(.email, "turing@example.com")) {
      $0.fields.email = "turing@example.com"
    }
    await store.send(.submit) { $0.status = .submitting }
    await store.receive(.saveResponse(.success(changed))) { $0.status = .saved(changed) }
    await store.finish()
    #expect(
      log.all == [
        .update(
          2, AdminUserDraft(firstName: "Alan", lastName: "Turing", email: "turing@example.com"))
      ])
  }

  @Test func anEditThatChangesNothingIsSavedWithoutARequest() async {
    let store = store(AdminUserForm(editing: Fixtures.ada))

    await store.send(.submit) { $0.status = .saved(Fixtures.ada) }
    await store.finish()
    #expect(log.all.isEmpty)
  }

  @Test func anotherFailureCanBeRetried() async {
    let error = NetworkError.unexpectedStatus(code: 500, bodyExcerpt: "boom")
    let store = store(AdminUserForm(editing: Fixtures.ada)) { _, _ in throw error }

    await store.send(.setField(.firstName, "Augusta")) { $0.fields.firstName = "Augusta" }
    await store.send(.submit) { $0.status = .submitting }
    await store.receive(.saveResponse(.failure(LoadFailure(error)))) {
      $0.status = .failed(LoadFailure(error))
    }
    await store.finish()
    #expect(
      UserFormScreen.lines(store.state).last
        == "Could not save: server answered HTTP 500: boom")
  }
}

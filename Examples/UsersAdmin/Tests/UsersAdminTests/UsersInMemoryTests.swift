import Features
import FeaturesTesting
import Foundation
import HTTPClient
import Testing
import UsersAdmin

/// The users screens on the in-memory twin of the users' description: no server and no client
/// of the team's.
@Suite(.timeLimit(.minutes(1)))
struct UsersInMemoryTests {
  /// Ada and Alan, each user created numbered on from them, an email taken refused as Rails
  /// refuses it.
  static func client() -> ResourceClient<AdminUser, AdminUserDraft> {
    let users = [Fixtures.ada, Fixtures.alan]
    return .inMemory(
      UsersAdminResources.users, records: users, matching: { _, _ in true },
      creating: { draft, number in user(AdminUser.ID(number), draft) },
      updating: { user, draft in Self.user(user.id, draft) },
      validate: { draft in
        users.contains { $0.email == draft.email }
          ? FieldErrors(["email": ["has already been taken"]]) : nil
      })
  }

  static func user(_ id: AdminUser.ID, _ draft: AdminUserDraft) -> AdminUser {
    AdminUser(
      id: id, firstName: draft.firstName, lastName: draft.lastName, email: draft.email,
      avatarURL: draft.avatarURL.flatMap(URL.init(string:)), createdAt: Fixtures.created)
  }

  @Test func aUserIsCreatedOnceTheEmailIsFreeThenEditedAndListed() async {
    let client = Self.client()
    let create = Store(
      initialState: AdminUserForm(
        fields: .init(firstName: "Grace", lastName: "Hopper", email: "ada@example.com")),
      reducer: AdminUserFormFeature(saving: client))
    await create.send(.submit)
    let refused = UserFormScreen.lines(await create.state)
    await create.send(.setField(.email, "grace@example.com"))
    await create.send(.submit)
    let edit = Store(
      initialState: EditFeature<AdminUser, AdminUserFormFeature>.State(id: 3),
      reducer: EditFeature(client: client))
    await edit.send(.load)
    await edit.send(.form(.setField(.lastName, "Brewster Hopper")))
    await edit.send(.form(.submit))
    let list = Store(
      initialState: AdminUsersListFeature.State(query: RecordQuery(page: PageRequest(size: 100))),
      reducer: AdminUsersListFeature(client: client))
    await list.send(.load)

    #expect(
      refused.suffix(3) == [
        "  Email: ada@example.com", "    ! has already been taken", "  Avatar URL:",
      ])
    #expect(UserFormScreen.lines(await create.state).last == "Saved user #3.")
    #expect(await edit.state.form.value.map(UserFormScreen.lines)?.last == "Saved user #3.")
    #expect(
      UsersListScreen.lines(await list.state).suffix(2) == [
        "#3 Grace Brewster Hopper", "    grace@example.com",
      ])
  }
}

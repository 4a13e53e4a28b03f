import ArgumentParsing
import Features
import Foundation
import HTTPClient
import HTTPClientLive
import UsersAdmin
import UsersAdminLive
import UsersAdminServer

// `users-admin-demo`: the admin screens as text against a users API, or a server that speaks
// its contract.

/// Prints `message` on standard error and exits with `status`.
func exit(_ message: String, status: Int32) -> Never {
  FileHandle.standardError.write(Data((message + "\n").utf8))
  exit(status)
}

let command: DemoCommand
do throws(UsageError) {
  command = try DemoCommand(parsing: Array(CommandLine.arguments.dropFirst()))
} catch {
  exit("users-admin-demo: \(error)\n" + DemoCommand.usage, status: 2)
}

/// A client of the users API at `baseURL`, with the tokens of `oauth` when given.
func client(of baseURL: URL, oauth: DemoCommand.Client?) -> ResourceClient<
  AdminUser, AdminUserDraft
> {
  let session = HTTPSession(
    baseURL: baseURL, userAgent: "users-admin-demo/1.0",
    policy: TransferPolicy(timeout: .seconds(30)))
  guard let oauth else { return .live(UsersAdminResources.users, session: session) }
  return .live(
    UsersAdminResources.users,
    session: session.authorized(
      clientID: oauth.id, clientSecret: oauth.secret, clock: ContinuousClock()))
}

switch command {
case .help:
  print(DemoCommand.usage)

case .serve(let host, let port, let oauth):
  do {
    let server = try UsersAdminServer(
      host: host, port: port, users: DemoSeed.users,
      client: oauth.map { OAuthClientAccount(id: $0.id, secret: $0.secret) })
    FileHandle.standardOutput.write(Data("serving the users API at \(server.baseURL)\n".utf8))
    while true {
      try await Task.sleep(for: .seconds(3_600))
    }
  } catch {
    exit("users-admin-demo: cannot serve: \(error)", status: 1)
  }

case .list(let baseURL, let oauth):
  let store = Store(
    initialState: AdminUsersListFeature.State(query: RecordQuery(page: PageRequest(size: 100))),
    reducer: AdminUsersListFeature(client: client(of: baseURL, oauth: oauth)))
  await store.send(.load)
  let state = await store.state
  print(UsersListScreen.lines(state).joined(separator: "\n"))
  if state.page.failure != nil { exit(1) }

case .save(let baseURL, let oauth, let id, let fields):
  let client = client(of: baseURL, oauth: oauth)
  var form = AdminUserForm()
  if let id {
    do {
      let users = try await client.page(RecordQuery(page: PageRequest(size: 100)))
      guard let user = users.items.first(where: { $0.id == id }) else {
        exit("users-admin-demo: user \(id) not found", status: 1)
      }
      form = AdminUserForm(editing: user)
    } catch {
      exit("users-admin-demo: \(LoadFailure(error).message)", status: 1)
    }
  }
  let store = Store(initialState: form, reducer: AdminUserFormFeature(saving: client))
  for field in AdminUserForm.Field.allCases {
    if let value = fields[field] {
      await store.send(.setField(field, value))
    }
  }
  await store.send(.submit)
  let state = await store.state
  print(UserFormScreen.lines(state).joined(separator: "\n"))
  if state.status.savedResource == nil { exit(1) }
}

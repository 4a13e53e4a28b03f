import Features
import Foundation
import HTTPClient
import HTTPClientLive
import UsersAdmin
import UsersAdminLive
import UsersAdminServer

/// `users-admin-demo`: the admin screens as text against a users API, or a server that speaks
/// its contract.
let usage = """
  usage: users-admin-demo serve [--host HOST] [--port PORT]
         users-admin-demo --base-url URL list
         users-admin-demo --base-url URL create --first-name F --last-name L --email E [--avatar-url U]
         users-admin-demo --base-url URL edit ID [--first-name F] [--last-name L] [--email E] [--avatar-url U]
  exit status: 0 done, 1 the server failed or refused, 2 bad arguments
  """

/// Prints `message` on standard error and exits with `status`.
func exit(_ message: String, status: Int32) -> Never {
  FileHandle.standardError.write(Data((message + "\n").utf8))
  exit(status)
}

var arguments = DemoArguments(CommandLine.arguments.dropFirst())
guard let command = arguments.command else { exit(usage, status: 2) }

if command == "serve" {
  let host = arguments.value(of: "--host") ?? "127.0.0.1"
  guard let port = Int(arguments.value(of: "--port") ?? "0"), (0...65_535).contains(port) else {
    exit("users-admin-demo: --port takes a number from 0 to 65535", status: 2)
  }
  do {
    let server = try UsersAdminServer(host: host, port: port, users: DemoSeed.users)
    FileHandle.standardOutput.write(Data("serving the users API at \(server.baseURL)\n".utf8))
    while true {
      try await Task.sleep(for: .seconds(3_600))
    }
  } catch {
    exit("users-admin-demo: cannot serve: \(error)", status: 1)
  }
}

guard let base = arguments.value(of: "--base-url"), let baseURL = URL(string: base),
  baseURL.scheme == "http" || baseURL.scheme == "https", baseURL.host != nil
else { exit("users-admin-demo: --base-url takes an http or https URL\n" + usage, status: 2) }
let client = UsersAdminClient.live(
  HTTPSession(
    baseURL: baseURL, userAgent: "users-admin-demo/1.0",
    policy: TransferPolicy(timeout: .seconds(30))))

switch command {
case "list":
  let store = Store(
    initialState: AdminUsersListFeature.State(query: AllUsers()),
    reducer: AdminUsersListFeature(client: client))
  await store.send(.load)
  let state = await store.state
  print(UsersListScreen.lines(state).joined(separator: "\n"))
  if state.page.failure != nil { exit(1) }

case "create", "edit":
  var form = AdminUserForm()
  if command == "edit" {
    guard let id = arguments.positional.first.flatMap(Int.init) else {
      exit("users-admin-demo: edit takes a user's id\n" + usage, status: 2)
    }
    do {
      guard let user = try await client.users().items.first(where: { $0.id.rawValue == id }) else {
        exit("users-admin-demo: user \(id) not found", status: 1)
      }
      form = AdminUserForm(editing: user)
    } catch {
      exit("users-admin-demo: \(LoadFailure(error).message)", status: 1)
    }
  }
  let store = Store(initialState: form, reducer: AdminUserFormFeature(client: client))
  for field in AdminUserForm.Field.allCases {
    let option = "--" + field.rawValue.replacingOccurrences(of: "_", with: "-")
    if let value = arguments.value(of: option) {
      await store.send(.setField(field, value))
    }
  }
  await store.send(.submit)
  let state = await store.state
  print(UserFormScreen.lines(state).joined(separator: "\n"))
  if state.status.savedResource == nil { exit(1) }

default:
  exit("users-admin-demo: unknown command \(command)\n" + usage, status: 2)
}

import Billing
import BillingServer
import Features
import Foundation
import HTTPClientLive

// Serves a small customers API on loopback and goes through it as a billing screen would: the
// list paged to its end, a search by email, a create refused then made, and a delete.
// `billing-demo upload PATH [PURPOSE]` uploads a file to the server's files host instead.

let secretKey = "sk_test_demo"
let server = try BillingServer(
  secretKey: secretKey,
  customers: (1...5).map { Customer(id: "cus_\($0)", email: "user\($0)@example.com") })
guard let url = URL(string: server.baseURL) else {
  print("The server's address is not a URL: \(server.baseURL)")
  exit(1)
}
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "upload" {
  let stored = await upload(Array(arguments.dropFirst()), to: server, secretKey: secretKey)
  await server.shutdown()
  exit(stored ? 0 : 1)
}
let client = ResourceClient.live(
  BillingResources.customers,
  session: HTTPSession(
    baseURL: url, userAgent: "billing-example/1.0", credentials: .bearer(secretKey)))

let list = Store(
  initialState: CustomersFeature.State(query: RecordQuery(), pageSize: 2),
  reducer: CustomersFeature(client: client, debounce: .zero))
for _ in 0..<3 {
  await list.send(.feed(.loadNextPage))
}
print(CustomersScreen.lines(await list.state).joined(separator: "\n"))
print("")
await list.send(.searchTextChanged("user3@example.com"))
print(CustomersScreen.lines(await list.state).joined(separator: "\n"))
print("")

let form = Store(initialState: CustomerForm(), reducer: CustomerFormFeature(saving: client))
await form.send(.setField(.email, "grace@example.com"))
await form.send(.setField(.plan, "gold"))
await form.send(.submit)
print(CustomerFormScreen.lines(await form.state).joined(separator: "\n"))
await form.send(.setField(.plan, "pro"))
await form.send(.submit)
print(CustomerFormScreen.lines(await form.state).joined(separator: "\n"))
print("")

if case .saved(let customer) = await form.state.status {
  try await client.delete(customer.id)
  print("Deleted \(customer.id).")
}
await server.shutdown()

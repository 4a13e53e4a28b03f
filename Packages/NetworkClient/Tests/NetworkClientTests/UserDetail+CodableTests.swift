import Foundation
import Models
import NetworkClient
import NetworkClientTestSupport
import TestSupport
import Testing

@Suite("UserDetail: Codable")
struct UserDetailCodableTests {
  private let detail = UserDetail(
    user: Fixtures.users[0], albums: Array(Fixtures.albums[..<2]),
    todos: Array(Fixtures.todos[..<3]))

  @Test("it encodes as the user with albums and todos embedded, as json-server does")
  func encodesEmbedShape() throws {
    let data = try JSONEncoder().encode(detail)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])

    checkEqual(
      Set(object.keys),
      [
        "id", "name", "username", "email", "address", "phone", "website", "company", "albums",
        "todos",
      ])
    checkEqual(object["name"] as? String, "Leanne Graham")
    checkEqual((object["albums"] as? [[String: Any]])?.map { $0["id"] as? Int }, [1, 2])
    checkEqual(
      (object["todos"] as? [[String: Any]])?.map { $0["completed"] as? Bool },
      [
        false, true, true,
      ])
  }

  @Test("it decodes what it encodes")
  func roundTrips() throws {
    let data = try JSONEncoder().encode(detail)

    try checkEqual(JSONDecoder().decode(UserDetail.self, from: data), detail)
  }

  @Test("a user without albums or todos decodes with none")
  func decodesPlainUser() throws {
    let data = try JSONEncoder().encode(Fixtures.users[1])

    let decoded = try JSONDecoder().decode(UserDetail.self, from: data)

    checkEqual(decoded, UserDetail(user: Fixtures.users[1], albums: [], todos: []))
  }
}

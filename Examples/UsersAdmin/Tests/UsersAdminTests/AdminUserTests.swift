import Foundation
import Testing
import UsersAdmin

struct AdminUserTests {
  @Test func decodesTheListAsRailsWritesIt() throws {
    let json = """
      [{"id": 1, "first_name": "Ada", "last_name": "Lovelace", "email": "ada@example.com",
        "avatar_url": "https://example.com/ada.png", "created_at": "2023-11-14T22:13:20.000Z"},
       {"id": 2, "first_name": "Alan", "last_name": "Turing", "email": "alan@example.com",
        "avatar_url": null, "created_at": "2023-11-14T22:13:20Z"},
       {"id": 3, "first_name": "Grace", "last_name": "Hopper", "email": "grace@example.com",
        "avatar_url": "", "created_at": "2023-11-14T22:13:20.000Z"}]
      """
    let users = try JSONDecoder().decode([AdminUser].self, from: Data(json.utf8))
    #expect(users.map(\.fullName) == ["Ada Lovelace", "Alan Turing", "Grace Hopper"])
    #expect(users.map(\.avatarURL) == [URL(string: "https://example.com/ada.png"), nil, nil])
    #expect(users.allSatisfy { $0.createdAt == Fixtures.created })
  }

  @Test func aDateThatIsNotISO8601IsAnError() {
    let json = """
      {"id": 1, "first_name": "A", "last_name": "B", "email": "a@b.c", "avatar_url": null,
       "created_at": "yesterday"}
      """
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(AdminUser.self, from: Data(json.utf8))
    }
  }

  @Test func encodingAndDecodingKeepTheUser() throws {
    let data = try JSONEncoder().encode(Fixtures.ada)
    #expect(try JSONDecoder().decode(AdminUser.self, from: data) == Fixtures.ada)
  }

  @Test func aWriteSendsTheFieldsUnderUserToThePathsOfTheFormat() throws {
    let draft = AdminUserDraft(firstName: "Ada", lastName: "Lovelace", email: "ada@example.com")
    let create = try UsersAdminResources.users.createEndpoint(draft)
    let update = try UsersAdminResources.users.updateEndpoint("7", draft)
    let body = try JSONSerialization.jsonObject(with: try #require(create.body)) as? [String: Any]
    let user = body?["user"] as? [String: String]

    #expect(body?.keys.sorted() == ["user"])
    #expect(user == ["email": "ada@example.com", "first_name": "Ada", "last_name": "Lovelace"])
    #expect(create.pathComponents == ["users.json"])
    #expect(update.method == "PATCH")
    #expect(update.pathComponents == ["users", "7.json"])
  }
}

import JSONCoding
import Models

/// A model as the API sends it: its identifier and its JSON, with the members in the API's order.
///
/// The order is spelled out here instead of being left to an encoder, because it is part of what
/// the real service looks like and `JSONEncoder` does not keep declaration order on every platform.
protocol SampleRecord {
  var recordID: Int { get }
  var json: JSONValue { get }
}

extension Post: SampleRecord {
  var recordID: Int { id.rawValue }

  var json: JSONValue {
    .object([
      "userId": .integer(userId.rawValue),
      "id": .integer(id.rawValue),
      "title": .string(title),
      "body": .string(body),
    ])
  }
}

extension Comment: SampleRecord {
  var recordID: Int { id.rawValue }

  var json: JSONValue {
    .object([
      "postId": .integer(postId.rawValue),
      "id": .integer(id.rawValue),
      "name": .string(name),
      "email": .string(email),
      "body": .string(body),
    ])
  }
}

extension Album: SampleRecord {
  var recordID: Int { id.rawValue }

  var json: JSONValue {
    .object([
      "userId": .integer(userId.rawValue),
      "id": .integer(id.rawValue),
      "title": .string(title),
    ])
  }
}

extension Photo: SampleRecord {
  var recordID: Int { id.rawValue }

  var json: JSONValue {
    .object([
      "albumId": .integer(albumId.rawValue),
      "id": .integer(id.rawValue),
      "title": .string(title),
      "url": .string(url),
      "thumbnailUrl": .string(thumbnailUrl),
    ])
  }
}

extension Todo: SampleRecord {
  var recordID: Int { id.rawValue }

  var json: JSONValue {
    .object([
      "userId": .integer(userId.rawValue),
      "id": .integer(id.rawValue),
      "title": .string(title),
      "completed": .bool(completed),
    ])
  }
}

extension User: SampleRecord {
  var recordID: Int { id.rawValue }

  var json: JSONValue {
    .object([
      "id": .integer(id.rawValue),
      "name": .string(name),
      "username": .string(username),
      "email": .string(email),
      "address": .object([
        "street": .string(address.street),
        "suite": .string(address.suite),
        "city": .string(address.city),
        "zipcode": .string(address.zipcode),
        "geo": .object(["lat": .string(address.geo.lat), "lng": .string(address.geo.lng)]),
      ]),
      "phone": .string(phone),
      "website": .string(website),
      "company": .object([
        "name": .string(company.name),
        "catchPhrase": .string(company.catchPhrase),
        "bs": .string(company.bs),
      ]),
    ])
  }
}

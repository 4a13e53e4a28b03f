// swift-format-ignore-file: AvoidRetroactiveConformances
// The models know no feature and the features no model: this module, where they meet, makes the
// models searchable, so the conformances are retroactive by design.

import Features
import Models
import NetworkClient

extension User: @retroactive Searchable {
  /// The name, username, email and every address field: street, suite, city and zipcode.
  public var searchableFields: [String] {
    [name, username, email, address.street, address.suite, address.city, address.zipcode]
  }
}

extension Album: @retroactive Searchable {
  /// The title.
  public var searchableFields: [String] {
    [title]
  }
}

extension Photo: @retroactive Searchable {
  /// The title.
  public var searchableFields: [String] {
    [title]
  }
}

extension Todo: @retroactive Searchable {
  /// The title.
  public var searchableFields: [String] {
    [title]
  }
}

extension Post: @retroactive Searchable {
  /// The title and the body.
  public var searchableFields: [String] {
    [title, body]
  }
}

extension PostSummary: @retroactive Searchable {
  /// The post's title and body.
  public var searchableFields: [String] {
    post.searchableFields
  }
}

// swift-tools-version: 6.0
import PackageDescription

// The package another team would write: a screen of its own API's notes, described once, and a
// screen that uses JSONPlaceholder's interface, models and reducers, neither with anything of
// the terminal, the live client or the app; and the program that ships them, which alone
// depends on the live clients, with no linker setting of its own.
// docs/using-a-package.md shows this manifest with the packages vendored under `Vendor/`; only
// the paths differ.
let package = Package(
  name: "Consumer",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11)],
  dependencies: [
    .package(path: "../../Packages/Models"),
    .package(path: "../../Packages/NetworkClient"),
    .package(path: "../../Packages/Features"),
    .package(path: "../../Packages/JSONPlaceholderFeatures"),
    .package(path: "../../Packages/NetworkClientLive"),
    .package(path: "../../Packages/HTTPClientLive"),
  ],
  targets: [
    .target(
      name: "NotesScreen",
      dependencies: [.product(name: "Features", package: "Features")]
    ),
    .testTarget(
      name: "NotesScreenTests",
      dependencies: ["NotesScreen", .product(name: "Features", package: "Features")]
    ),
    .target(
      name: "PostsScreen",
      dependencies: [
        .product(name: "Models", package: "Models"),
        .product(name: "NetworkClient", package: "NetworkClient"),
        .product(name: "Features", package: "Features"),
        .product(name: "JSONPlaceholderFeatures", package: "JSONPlaceholderFeatures"),
      ]
    ),
    .testTarget(
      name: "PostsScreenTests",
      dependencies: [
        "PostsScreen",
        .product(name: "Models", package: "Models"),
        .product(name: "NetworkClient", package: "NetworkClient"),
      ]
    ),
    .testTarget(
      name: "ShippedProgramTests",
      dependencies: [
        "NotesScreen",
        .product(name: "Features", package: "Features"),
        .product(name: "NetworkClientLive", package: "NetworkClientLive"),
        .product(name: "HTTPClientLive", package: "HTTPClientLive"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)

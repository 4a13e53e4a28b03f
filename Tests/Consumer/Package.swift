// swift-tools-version: 6.0
import PackageDescription

// The package another team would write: it uses the interface, the models and the reducers, and
// nothing of the terminal, the live client or the app. docs/using-a-package.md shows this manifest with the
// packages vendored under `Vendor/`; only the paths differ.
let package = Package(
  name: "Consumer",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11)],
  dependencies: [
    .package(path: "../../Packages/Models"),
    .package(path: "../../Packages/NetworkClient"),
    .package(path: "../../Packages/Features"),
  ],
  targets: [
    .target(
      name: "PostsScreen",
      dependencies: [
        .product(name: "NetworkClient", package: "NetworkClient"),
        .product(name: "Features", package: "Features"),
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
  ],
  swiftLanguageModes: [.v6]
)

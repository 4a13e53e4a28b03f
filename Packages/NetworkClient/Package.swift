// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "NetworkClient",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
  products: [
    .library(name: "NetworkClient", targets: ["NetworkClient"]),
    .library(name: "CurlSocketNarrowing", targets: ["CurlSocketNarrowing"]),
  ],
  dependencies: [
    .package(path: "../Models"),
    .package(path: "../Dependencies"),
  ],
  targets: [
    .target(
      name: "NetworkClient",
      dependencies: [
        .product(name: "Models", package: "Models"),
        .product(name: "Dependencies", package: "Dependencies"),
      ]
    ),
    .target(
      name: "CurlSocketNarrowing",
      linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]
    ),
    .testTarget(
      name: "NetworkClientTests",
      dependencies: [
        "NetworkClient", .product(name: "Dependencies", package: "Dependencies"),
      ]
    ),
    .testTarget(name: "CurlSocketNarrowingTests", dependencies: ["CurlSocketNarrowing"]),
  ],
  swiftLanguageModes: [.v6]
)

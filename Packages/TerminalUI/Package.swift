// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "TerminalUI",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
  products: [
    .library(name: "TerminalUI", targets: ["TerminalUI"])
  ],
  dependencies: [
    .package(path: "../Models"),
    .package(path: "../NetworkClient"),
    .package(path: "../Features"),
  ],
  targets: [
    .target(
      name: "TerminalUI",
      dependencies: [
        .product(name: "Models", package: "Models"),
        .product(name: "NetworkClient", package: "NetworkClient"),
        .product(name: "Features", package: "Features"),
      ]
    ),
    .testTarget(
      name: "TerminalUITests",
      dependencies: [
        "TerminalUI",
        .product(name: "Features", package: "Features"),
        .product(name: "NetworkClientTestSupport", package: "NetworkClient"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)

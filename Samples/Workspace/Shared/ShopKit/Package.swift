// swift-tools-version:5.7
import PackageDescription

let package = Package(
    name: "ShopKit",
    platforms: [.iOS(.v15)],
    products: [.library(name: "ShopKit", targets: ["ShopKit"])],
    targets: [.target(name: "ShopKit")]
)

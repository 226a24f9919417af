//
//  ProductDetailsViewController.swift
//  ShopApp
//

import UIKit

final class ProductDetailsViewController: UIViewController, ProductDetailsViewInterface {

    var presenter: ProductDetailsPresenterInterface!

    private let nameLabel = UILabel()
    private let priceLabel = UILabel()
    private let addButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        addButton.setTitle("Add to cart", for: .normal)
        addButton.addTarget(self, action: #selector(addTapped), for: .touchUpInside)
        presenter.viewDidLoad()
    }

    func render(name: String, price: String, inStock: Bool) {
        nameLabel.text = name
        priceLabel.text = price
        addButton.isEnabled = inStock
    }

    @objc private func addTapped() { presenter.didTapAddToCart() }
}

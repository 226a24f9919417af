//
//  HomeViewController.swift
//  ShopAdmin
//

import UIKit

final class HomeViewController: UIViewController, HomeViewing {

    private let presenter: HomePresenting
    private let ordersButton = UIButton(type: .system)
    private let stockLabel = UILabel()

    init(presenter: HomePresenting) {
        self.presenter = presenter
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Dashboard"
        ordersButton.addTarget(self, action: #selector(ordersTapped), for: .touchUpInside)
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Sign out", style: .plain, target: self, action: #selector(signOutTapped))
        presenter.viewDidLoad()
    }

    func update(openOrders: Int, lowStock: Int) {
        ordersButton.setTitle("\(openOrders) open orders", for: .normal)
        stockLabel.text = "\(lowStock) products low on stock"
    }

    @objc private func ordersTapped() { presenter.didTapOrders() }
    @objc private func signOutTapped() { presenter.didTapSignOut() }
}

//
//  HomeViewController.swift
//  ShopApp
//

import UIKit

final class HomeViewController: UICollectionViewController {

    var presenter: HomePresenterInterface!
    private var names: [String] = []

    init() {
        super.init(collectionViewLayout: UICollectionViewFlowLayout())
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "cart"), style: .plain, target: self, action: #selector(cartTapped))
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Sign out", style: .plain, target: self, action: #selector(signOutTapped))
        presenter.viewDidLoad()
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { names.count }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        presenter.didSelectProduct(at: indexPath.item)
    }

    @objc private func cartTapped() { presenter.didTapCart() }
    @objc private func signOutTapped() { presenter.didTapSignOut() }
}

extension HomeViewController: HomeViewInterface {
    func show(products: [String]) {
        names = products
        collectionView.reloadData()
    }
}

//
//  ChatThreadViewController.swift
//  Social
//

import UIKit

final class ChatThreadViewController: BaseViewController {

    var presenter: ChatThreadPresenter!

    private let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    private let inputField = UITextField()
    private var messages: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let titleButton = UIButton(type: .system)
        titleButton.addTarget(self, action: #selector(titleTapped), for: .touchUpInside)
        navigationItem.titleView = titleButton
        presenter.viewDidLoad()
    }

    func show(_ messages: [String]) {
        self.messages = messages
        collectionView.reloadData()
    }

    @objc private func titleTapped() { presenter.didTapTitle() }
}

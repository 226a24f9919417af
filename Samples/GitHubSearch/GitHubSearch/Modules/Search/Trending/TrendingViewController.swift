//
//  TrendingViewController.swift
//  GitHubSearch
//

import UIKit

final class TrendingViewController: UICollectionViewController, Viewable {

    var presenter: TrendingPresenter!
    private var titles: [String] = []

    override func awakeFromNib() {
        super.awakeFromNib()
        TrendingRouterInput().configure(self, entryEntity: TrendingEntryEntity(language: Locale.current.languageCode == "ja" ? "swift" : nil))
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    func show(_ titles: [String]) {
        self.titles = titles
        collectionView.reloadData()
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { titles.count }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        presenter.didSelectItem(at: indexPath.item)
    }
}

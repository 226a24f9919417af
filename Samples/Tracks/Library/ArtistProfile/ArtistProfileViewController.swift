//
//  ArtistProfileViewController.swift
//  Tracks
//

import UIKit

final class ArtistProfileViewController: UICollectionViewController {

    struct ViewModel {
        let trackTitles: [String]
        let relatedTitles: [String]
    }

    private let presenter: ArtistProfilePresenting
    private var viewModel = ViewModel(trackTitles: [], relatedTitles: [])

    init(presenter: ArtistProfilePresenting) {
        self.presenter = presenter
        super.init(collectionViewLayout: UICollectionViewFlowLayout())
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        if indexPath.section == 0 {
            presenter.didSelectTrack(at: indexPath.item)
        } else {
            presenter.didSelectRelatedItem(at: indexPath.item)
        }
    }
}

extension ArtistProfileViewController: ArtistProfileViewing {
    func render(_ viewModel: ViewModel) {
        self.viewModel = viewModel
        collectionView.reloadData()
    }
}

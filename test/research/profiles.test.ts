// A user's social accounts, employment and education, and a citation's authors, are typed fields read from the
// shapes the OSF's own examples show; a profile that lists nothing answers empty, not an error.
import { startHarness, type Harness } from '../support/harness.js';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ services: ['research'] });
});
afterAll(() => harness.close());

test("a user's profile: social accounts, employment and education as typed fields", async () => {
  const result = await harness.query<{
    research: {
      users: {
        edges: Array<{
          node: {
            id: string;
            social: { orcid: string | null; github: string[]; twitter: string[]; scholar: string | null } | null;
            employment: Array<{ title: string | null; institution: string | null; startYear: number | null }>;
            education: Array<{ degree: string | null }>;
          };
        }>;
      };
    };
  }>(`{ research { users(first: 2) { edges { node {
    id
    social { orcid researcherId scholar ssrn impactStory baiduScholar researchGate academiaInstitution
      academiaProfileId github twitter linkedIn profileWebsites }
    employment { title institution department startYear startMonth endYear endMonth ongoing }
    education { degree institution department startYear startMonth endYear endMonth ongoing }
  } } } } }`);
  expect(result.errors).toBeUndefined();
  const [first] = result.data!.research.users.edges.map((edge) => edge.node);
  expect(first!.social).toMatchObject({ orcid: expect.stringMatching(/^0000-0002-/), twitter: [], scholar: null });
  expect(first!.social!.github).toHaveLength(1);
  expect(first!.employment).toEqual([
    {
      title: 'Researcher',
      institution: 'Center for Open Science',
      department: null,
      startYear: null,
      startMonth: null,
      endYear: null,
      endMonth: null,
      ongoing: null,
    },
  ]);
  expect(first!.education).toEqual([]);
});

test("a preprint's license record: copyright holders and year", async () => {
  const result = await harness.query<{
    research: { preprints: { edges: Array<{ node: { title: string; licenseRecord: unknown } }> } };
  }>('{ research { preprints(first: 1) { edges { node { title licenseRecord { copyrightHolders year } } } } } }');
  expect(result.errors).toBeUndefined();
  const [preprint] = result.data!.research.preprints.edges.map((edge) => edge.node);
  expect(preprint!.licenseRecord).toEqual({ copyrightHolders: [expect.any(String)], year: '2021' });
});

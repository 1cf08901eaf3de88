import type { PageInput } from '../../../page-schema';
import type { CoursesInput } from '../../../courses-schema';

export const page = {
  title: 'Geographic Information Systems',
  description:
    'GIS lectures by Dr. Hassan Abdelrahim Eltayeb: applications, free and commercial software, and practical lessons.',
  intro: [
    'Geographic information systems link data to places on a map. This section covers their applications in health, agriculture, urban planning and the environment.',
    'It also reviews specialised software, both free and commercial, and offers practical lessons with the duration of each.',
  ],
  sections: [],
} satisfies PageInput;

/** The page's body: its lectures, tools and resources (content/courses-schema.ts). */
export const course: CoursesInput['gis'] = {
  applications: {
    heading: 'Applications of GIS',
    intro: 'Where the methods of this section are used, with an example from Sudan for each.',
    items: [
      {
        id: 'health',
        title: 'Public health',
        description:
          'Mapping cases of disease, the places people live and the health centres that serve them, to see where outbreaks start and who is far from care.',
        example:
          'Mapping malaria cases against standing water after the rainy season to target spraying and bed-net distribution.',
      },
      {
        id: 'agriculture',
        title: 'Agriculture',
        description:
          'Monitoring crops from satellite images, planning irrigation and estimating harvests before they come in.',
        example:
          'Following the growth of cotton, wheat and sorghum across the Gezira Scheme with vegetation indices from Sentinel-2.',
      },
      {
        id: 'urban-planning',
        title: 'Urban planning',
        description:
          'Tracking how cities grow and deciding where new schools, clinics, roads and water lines are needed.',
        example:
          'Measuring the growth of the built-up area of Greater Khartoum from Landsat images taken years apart.',
      },
      {
        id: 'water-floods',
        title: 'Water and floods',
        description:
          'Modelling river flooding and rainfall, and mapping the people, farms and roads at risk.',
        example:
          'Mapping the areas along the Nile flooded in 2020 from radar images, which see through cloud.',
      },
      {
        id: 'environment',
        title: 'Environment',
        description:
          'Measuring change in land cover, forests and soils over time, and locating the areas that need protection.',
        example:
          'Monitoring desertification and tree cover in North Kordofan from a series of satellite images.',
      },
      {
        id: 'humanitarian',
        title: 'Humanitarian response',
        description:
          'Giving aid agencies shared, up-to-date maps of settlements, roads, water points and services.',
        example:
          'Volunteers mapping villages and roads in OpenStreetMap so that relief teams can reach displaced families.',
      },
    ],
  },
  lectures: [
    {
      id: 'gis-introduction',
      title: 'Introduction to GIS: spatial data, vector and raster',
      type: 'pdf',
      description:
        'The parts of a GIS, the vector and raster data models, attribute tables and layers, and the questions a GIS can answer.',
      minutes: 90,
      level: 'beginner',
      category: 'Foundations',
      file: '/downloads/courses/gis-introduction-en.pdf',
    },
    {
      id: 'gis-qgis-start',
      title: 'Getting started with QGIS',
      type: 'video',
      description:
        'A guided tour of QGIS: adding layers, styling them, reading the attribute table and saving a project.',
      minutes: 60,
      level: 'beginner',
      category: 'Software',
    },
    {
      id: 'gis-crs-projections',
      title: 'Coordinate reference systems and map projections',
      type: 'pdf',
      description:
        'Latitude and longitude, datums, the UTM zones that cover Sudan, EPSG codes, and how to reproject data without errors.',
      minutes: 90,
      level: 'intermediate',
      category: 'Foundations',
      file: '/downloads/courses/gis-crs-projections-en.pdf',
    },
    {
      id: 'gis-remote-sensing',
      title: 'Remote sensing with Landsat and Sentinel-2',
      type: 'video',
      description:
        'How satellites record light in spectral bands, where to download free images, and how to build band combinations and vegetation indices.',
      minutes: 75,
      level: 'intermediate',
      category: 'Remote sensing',
    },
    {
      id: 'gis-spatial-analysis',
      title: 'Spatial analysis: buffers, overlays and interpolation',
      type: 'text',
      description:
        'Selecting by location, buffers, intersect and union, and estimating values between measured points with inverse distance weighting.',
      minutes: 90,
      level: 'intermediate',
      category: 'Analysis',
    },
    {
      id: 'gis-suitability',
      title: 'Site suitability with multi-criteria evaluation',
      type: 'text',
      description:
        'Reclassifying and weighting criteria such as slope, distance to roads and land use to find the best sites for a new facility.',
      minutes: 120,
      level: 'advanced',
      category: 'Analysis',
    },
  ],
  software: {
    heading: 'Specialised software',
    intro:
      'The programs used in the lectures and in professional work. Students can do every exercise of this section with free software.',
    items: [
      {
        id: 'qgis',
        name: 'QGIS',
        type: 'free',
        description:
          'The leading free and open-source desktop GIS, available in Arabic, and the program used in the lab lessons.',
        features: [
          'Reads almost every vector and raster format',
          'Hundreds of analysis tools in its Processing toolbox',
          'Print layouts and atlases',
          'Plugins and Python scripting',
        ],
        href: 'https://qgis.org',
      },
      {
        id: 'arcgis-pro',
        name: 'ArcGIS Pro',
        type: 'commercial',
        description:
          "Esri's professional desktop GIS, widely used by government agencies and companies.",
        features: [
          '2D and 3D mapping in one project',
          'Spatial Analyst and Network Analyst extensions',
          'Sharing maps to ArcGIS Online',
          'Automation with ModelBuilder and Python',
        ],
        href: 'https://www.esri.com/en-us/arcgis/products/arcgis-pro/overview',
      },
      {
        id: 'grass-gis',
        name: 'GRASS GIS',
        type: 'free',
        description:
          'A free GIS with strong raster, terrain and image-processing tools, also available inside QGIS.',
        features: [
          'Terrain and hydrological modelling',
          'Image classification',
          'Topological vector data',
        ],
        href: 'https://grass.osgeo.org',
      },
      {
        id: 'google-earth-pro',
        name: 'Google Earth Pro',
        type: 'free',
        description:
          'A desktop globe with high-resolution and historical imagery, useful for exploring a study area and checking field data.',
        features: [
          'Historical imagery to compare dates',
          'Measuring distances and areas',
          'Importing and exporting KML and GPS tracks',
        ],
        href: 'https://www.google.com/earth/about/versions/',
      },
      {
        id: 'erdas-imagine',
        name: 'ERDAS IMAGINE',
        type: 'commercial',
        description:
          'Professional remote-sensing software from Hexagon for processing and classifying satellite and aerial images.',
        features: [
          'Image correction and mosaicking',
          'Supervised and unsupervised classification',
          'Change detection',
        ],
        href: 'https://hexagon.com/products/erdas-imagine',
      },
    ],
  },
  lessons: {
    heading: 'Practical lessons',
    intro:
      'Lab sessions in the college computer laboratories with QGIS. Each lesson lists its duration and what you hand in at the end.',
    items: [
      {
        id: 'gis-lab-digitising',
        title: 'Digitising a neighbourhood from satellite imagery',
        description:
          'Create point, line and polygon layers and trace buildings, roads and open spaces over a satellite base map.',
        minutes: 120,
        outcome: 'A GeoPackage with three layers and their attributes.',
      },
      {
        id: 'gis-lab-georeferencing',
        title: 'Georeferencing a scanned map',
        description:
          'Place control points on an old scanned map of a town so that it lines up with today’s imagery, and judge the error.',
        minutes: 90,
        outcome: 'A georeferenced map and its error report.',
      },
      {
        id: 'gis-lab-health-access',
        title: 'Mapping access to health centres',
        description:
          'Draw 5 km buffers around health centres and count the villages and people that fall outside them.',
        minutes: 120,
        outcome: 'A map and a table of the villages beyond 5 km.',
      },
      {
        id: 'gis-lab-ndvi',
        title: 'Calculating NDVI from Sentinel-2',
        description:
          'Download a Sentinel-2 image of an irrigated area, compute the vegetation index with the raster calculator and classify it.',
        minutes: 150,
        outcome: 'An NDVI map with a short interpretation.',
      },
      {
        id: 'gis-lab-layout',
        title: 'Designing a map for print',
        description:
          'Build a print layout with a title, legend, scale bar, north arrow, grid and sources, in Arabic and English.',
        minutes: 90,
        outcome: 'A finished A4 map as PDF.',
      },
    ],
  },
  tools: [
    {
      id: 'geojson-io',
      name: 'geojson.io',
      description:
        'Draws points, lines and polygons on a web map and saves them as GeoJSON, a format every GIS can read.',
      tryThis: 'Draw the outline of the college campus and open the saved file in QGIS.',
      href: 'https://geojson.io',
    },
    {
      id: 'openstreetmap',
      name: 'OpenStreetMap',
      description:
        'The free map of the world made by volunteers, which anyone can edit in the browser.',
      tryThis:
        'Find your neighbourhood and check whether its schools, mosques and clinics are on the map.',
      href: 'https://www.openstreetmap.org',
    },
    {
      id: 'copernicus-browser',
      name: 'Copernicus Browser',
      description:
        "The European Union's free viewer for Sentinel satellite images, with ready-made band combinations and indices.",
      tryThis:
        'Open a recent Sentinel-2 image of the Gezira Scheme and switch between true colour and NDVI.',
      href: 'https://browser.dataspace.copernicus.eu',
    },
    {
      id: 'google-earth-web',
      name: 'Google Earth on the web',
      description:
        'The Google Earth globe in the browser, with measuring tools and saved projects.',
      tryThis: 'Measure the length of a stretch of the Nile between two bridges in Khartoum.',
      href: 'https://earth.google.com/web/',
    },
  ],
  resources: [
    {
      id: 'qgis-training-manual',
      title: 'QGIS Training Manual',
      type: 'documentation',
      publisher: 'QGIS project',
      href: 'https://docs.qgis.org/latest/en/docs/training_manual/',
    },
    {
      id: 'hdx-sudan',
      title: 'Sudan data sets',
      type: 'data',
      publisher: 'Humanitarian Data Exchange (OCHA)',
      href: 'https://data.humdata.org/group/sdn',
    },
    {
      id: 'natural-earth',
      title: 'Natural Earth',
      type: 'data',
      publisher: 'Natural Earth',
      href: 'https://www.naturalearthdata.com',
    },
    {
      id: 'earthexplorer',
      title: 'EarthExplorer',
      type: 'data',
      publisher: 'U.S. Geological Survey',
      href: 'https://earthexplorer.usgs.gov',
    },
    {
      id: 'geocomputation-r',
      title: 'Geocomputation with R',
      type: 'book',
      publisher: 'Lovelace, Nowosad and Muenchow',
      href: 'https://r.geocompx.org',
    },
  ],
};
